import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerUiBlocks } from '@blockyard/ui';
import { registerFormsBlocks } from '../../../index';
import { CONTACT_FORM_BLOCK_NAME, FORM_FIELD_BLOCK_NAMES } from '../../../fields';
import type { ContactFormAttributes } from '../types';
import { FormSettings } from './form-settings';
import { ALLOWED_BLOCKS, defaultTemplate } from './template';
import { useFormId } from './use-form-id';

beforeAll(() => {
	registerUiBlocks();
	registerFormsBlocks();
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
	resetLocaleData(undefined, 'blockyard');
	act(() => {
		dispatch(blockEditorStore).resetBlocks([]);
	});
});

/** Runs `useFormId` as the edit does, with the attributes in state and every change recorded. */
function renderFormId(clientId: string, initial: string | undefined) {
	const changes: Array<Partial<ContactFormAttributes>> = [];
	let formId = initial;
	function Harness() {
		const [attributes, setState] = useState({ formId: initial });
		useFormId(clientId, attributes.formId, (change) => {
			changes.push(change);
			formId = change.formId;
			setState((previous) => ({ ...previous, ...change }));
		});
		return null;
	}
	render(<Harness />);
	return { changes, formId: () => formId };
}

describe('the form id', () => {
	it('is filled in when missing: 8 base-36 characters, without an undo level', () => {
		const markNotPersistent = vi.spyOn(
			dispatch(blockEditorStore),
			'__unstableMarkNextChangeAsNotPersistent'
		);
		const { changes, formId } = renderFormId('form-1', undefined);
		expect(changes).toHaveLength(1);
		expect(formId()).toMatch(/^[0-9a-z]{8}$/);
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
	});

	it('is kept when the form has one of its own', () => {
		const { changes } = renderFormId('form-1', 'k3j9x0qa');
		expect(changes).toEqual([]);
	});

	it('is renewed for a duplicated form, and only for the copy', () => {
		const original = createBlock(CONTACT_FORM_BLOCK_NAME, { formId: 'k3j9x0qa' });
		const copy = createBlock(CONTACT_FORM_BLOCK_NAME, { formId: 'k3j9x0qa' });
		act(() => {
			dispatch(blockEditorStore).resetBlocks([original, copy]);
		});

		expect(renderFormId(original.clientId, 'k3j9x0qa').changes).toEqual([]);
		const renamed = renderFormId(copy.clientId, 'k3j9x0qa');
		expect(renamed.changes).toHaveLength(1);
		expect(renamed.formId()).toMatch(/^[0-9a-z]{8}$/);
		expect(renamed.formId()).not.toBe('k3j9x0qa');
	});
});

describe('the default template', () => {
	it('is name and email (required), message and a Submit button that cannot be removed', () => {
		expect(defaultTemplate()).toEqual([
			['blockyard/field-name', { label: 'Name', required: true }],
			['blockyard/field-email', { label: 'Email', required: true }],
			['blockyard/field-textarea', { label: 'Message' }],
			[
				'blockyard/button',
				{
					element: 'button',
					saveInPostContent: true,
					label: 'Submit',
					text: 'Submit',
					borderRadius: 8,
					lock: { remove: true },
				},
			],
		]);
	});

	it('is translated when a form is inserted', () => {
		setLocaleData({ Message: ['Nachricht'], Submit: ['Senden'] }, 'blockyard');
		const template = defaultTemplate();
		expect(template[2]?.[1]).toEqual({ label: 'Nachricht' });
		expect(template[3]?.[1]).toMatchObject({ label: 'Senden', text: 'Senden' });
	});

	it('lets the form hold the twelve fields and the button', () => {
		expect(ALLOWED_BLOCKS).toEqual([...FORM_FIELD_BLOCK_NAMES, 'blockyard/button']);
	});
});

describe('the form settings', () => {
	it('edits the confirmation message', () => {
		let attributes: ContactFormAttributes = { formId: 'k3j9x0qa', confirmationMessage: '' };
		function Harness() {
			const [state, setState] = useState(attributes);
			return (
				<FormSettings
					attributes={state}
					setAttributes={(change) => {
						attributes = { ...attributes, ...change };
						setState(attributes);
					}}
				/>
			);
		}
		render(<Harness />);
		fireEvent.change(screen.getByRole('textbox', { name: 'Confirmation message' }), {
			target: { value: 'Thanks!' },
		});
		expect(attributes.confirmationMessage).toBe('Thanks!');
	});
});
