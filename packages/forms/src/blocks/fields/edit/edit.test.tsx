import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerFieldBlocks } from '../index';
import {
	renderFieldEdit,
	renderFieldSettings,
	spyOnMarkNotPersistent,
	typeInRichText,
} from './test/test-harness';

beforeAll(() => {
	registerFieldBlocks();
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
	resetLocaleData(undefined, 'blockyard');
	act(() => {
		dispatch(blockEditorStore).resetBlocks([]);
	});
});

const labelBox = () => screen.getByRole('textbox', { name: 'Field label' });

describe('the field edit view', () => {
	it('shows the label as an inline, plain-text field, with the required marker', () => {
		renderFieldEdit('email', { name: 'email-c3d4', label: 'Q&A <email>', required: true });
		expect(labelBox().textContent).toBe('Q&A <email>');
		expect(labelBox().querySelector('*:not(br)')).toBeNull();
		expect(screen.getByText('(required)')).toBeTruthy();
	});

	it('stores what is typed in the label as plain text, and keeps the name', () => {
		const { attributes, changes } = renderFieldEdit('email', { name: 'email-c3d4', label: 'Email' });

		typeInRichText(labelBox(), 'Work & <home> email');

		expect(attributes().label).toBe('Work & <home> email');
		expect(attributes().name).toBe('email-c3d4');
		// (RichText reports the input more than once under happy-dom: each report is the label alone.)
		expect(changes.length).toBeGreaterThan(0);
		expect(changes.every((change) => Object.keys(change).join() === 'label')).toBe(true);
	});

	it('previews the input, disabled, with its type and placeholder', () => {
		renderFieldEdit('email', { name: 'email-c3d4', label: 'Email', placeholder: 'you@example.com' });
		const preview = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
		expect(preview.disabled).toBe(true);
		expect(preview.type).toBe('email');
		expect(preview.placeholder).toBe('you@example.com');
	});

	it('previews each option of a choice field, and asks for options when there are none', () => {
		renderFieldEdit('radio', { name: 'size-g7h8', label: 'Size', options: ['Small', 'Large'] });
		const radios = screen.getAllByRole('radio') as HTMLInputElement[];
		expect(radios.map((radio) => radio.disabled)).toEqual([true, true]);
		expect(screen.getByRole('radio', { name: 'Small' })).toBeTruthy();
		cleanup();

		renderFieldEdit('checkbox-multiple', { name: 'topics-q7r8', label: 'Topics' });
		expect(screen.getByText('Add the options in the block settings.')).toBeTruthy();
	});

	it('fills in the name and the translated label of a new field, without an undo level', () => {
		setLocaleData({ Message: ['Nachricht'] }, 'blockyard');
		const markNotPersistent = spyOnMarkNotPersistent();
		const { changes, attributes } = renderFieldEdit('textarea');

		expect(changes).toHaveLength(1);
		expect(attributes().label).toBe('Nachricht');
		expect(attributes().name).toMatch(/^nachricht-[0-9a-z]{4}$/);
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
		expect(labelBox().textContent).toBe('Nachricht');
	});

	it('names a field from its label when only the name is missing', () => {
		const { attributes, changes } = renderFieldEdit('text', { label: 'Company name' });
		expect(attributes().name).toMatch(/^company-name-[0-9a-z]{4}$/);
		expect(changes).toEqual([{ name: attributes().name }]);
	});

	it('renames a field whose name the forms contract does not allow (a draft from a model)', () => {
		const { attributes, changes } = renderFieldEdit('email', { name: 'Your email', label: 'Your email' });
		expect(attributes().name).toMatch(/^your-email-[0-9a-z]{4}$/);
		expect(changes).toEqual([{ name: attributes().name }]);
	});

	it('fills in a consent text, and leaves a complete field alone', () => {
		const consent = renderFieldEdit('consent', { name: 'consent-w3x4', label: 'Consent' });
		expect(consent.attributes().consentText).toBe(
			'I agree that my details are stored to answer my message.'
		);
		cleanup();

		const markNotPersistent = spyOnMarkNotPersistent();
		const complete = renderFieldEdit('email', { name: 'email-c3d4', label: 'Email' });
		expect(complete.changes).toEqual([]);
		expect(markNotPersistent).not.toHaveBeenCalled();
	});

	it('fills in a drop-down’s first choice, translated, so the visitor reads the site’s language', () => {
		const select = renderFieldEdit('select', { name: 'select-w3x4', label: 'Topic' });
		expect(select.attributes().placeholder).toBe('Select one');
		cleanup();

		const chosen = renderFieldEdit('select', {
			name: 'select-a1b2',
			label: 'Topic',
			placeholder: 'Pick one',
		});
		expect(chosen.changes).toEqual([]);
	});

	it('gives a copied field a new name, and leaves the original its own', () => {
		const original = createBlock('blockyard/field-email', { name: 'email-c3d4', label: 'Email' });
		const copy = createBlock('blockyard/field-email', { name: 'email-c3d4', label: 'Email' });
		act(() => {
			dispatch(blockEditorStore).resetBlocks([original, copy]);
		});

		const first = renderFieldEdit('email', { name: 'email-c3d4', label: 'Email' }, original.clientId);
		expect(first.changes).toEqual([]);
		cleanup();

		const markNotPersistent = spyOnMarkNotPersistent();
		const second = renderFieldEdit('email', { name: 'email-c3d4', label: 'Email' }, copy.clientId);
		expect(second.attributes().name).toMatch(/^email-[0-9a-z]{4}$/);
		expect(second.attributes().name).not.toBe('email-c3d4');
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
	});
});

describe('the field settings', () => {
	it('toggles Required', () => {
		const { attributes } = renderFieldSettings('email', { name: 'email-c3d4' });
		const toggle = screen.getByRole('checkbox', { name: 'Required' }) as HTMLInputElement;
		expect(toggle.checked).toBe(false);

		fireEvent.click(toggle);

		expect(attributes().required).toBe(true);
		expect(toggle.checked).toBe(true);
	});

	it('edits the placeholder of a text-like field; an empty one is removed', () => {
		const { attributes } = renderFieldSettings('url', { name: 'website-o5p6' });
		const placeholder = screen.getByRole('textbox', { name: 'Placeholder' });

		fireEvent.change(placeholder, { target: { value: 'https://' } });
		expect(attributes().placeholder).toBe('https://');

		fireEvent.change(placeholder, { target: { value: '' } });
		expect(attributes().placeholder).toBeUndefined();
	});

	it('offers only what the kind has', () => {
		renderFieldSettings('date', { name: 'date-k1l2' });
		expect(screen.queryByRole('textbox', { name: 'Placeholder' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
		expect(screen.queryByRole('textbox', { name: 'Consent text' })).toBeNull();
		cleanup();

		const { attributes } = renderFieldSettings('consent', { name: 'consent-w3x4' });
		fireEvent.change(screen.getByRole('textbox', { name: 'Consent text' }), {
			target: { value: 'I have read the privacy policy.' },
		});
		expect(attributes().consentText).toBe('I have read the privacy policy.');
	});
});

describe('the options editor', () => {
	it('adds an option and focuses its text, selected, ready to type over', () => {
		const { attributes } = renderFieldSettings('select', { name: 'budget-u1v2', options: ['Small'] });

		fireEvent.click(screen.getByRole('button', { name: 'Add option' }));

		expect(attributes().options).toEqual(['Small', 'Option 2']);
		const added = screen.getByRole('textbox', { name: 'Option 2' }) as HTMLInputElement;
		expect(document.activeElement).toBe(added);
		expect([added.selectionStart, added.selectionEnd]).toEqual([0, 'Option 2'.length]);
	});

	it('renames an option in place', () => {
		const { attributes } = renderFieldSettings('radio', { name: 'size-g7h8', options: ['S', 'M'] });
		fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Medium' } });
		expect(attributes().options).toEqual(['S', 'Medium']);
	});

	it('moves options with labelled buttons, and focus follows the moved option', () => {
		const { attributes } = renderFieldSettings('radio', { name: 'size-g7h8', options: ['S', 'M', 'L'] });
		expect((screen.getByRole('button', { name: 'Move option 1 up' }) as HTMLButtonElement).disabled).toBe(
			true
		);
		expect(
			(screen.getByRole('button', { name: 'Move option 3 down' }) as HTMLButtonElement).disabled
		).toBe(true);

		fireEvent.click(screen.getByRole('button', { name: 'Move option 3 up' }));
		expect(attributes().options).toEqual(['S', 'L', 'M']);
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move option 2 up' }));

		fireEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
		expect(attributes().options).toEqual(['L', 'S', 'M']);
		// Option 1 cannot move up any further: focus goes to its other move button.
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move option 1 down' }));

		fireEvent.click(screen.getByRole('button', { name: 'Move option 1 down' }));
		expect(attributes().options).toEqual(['S', 'L', 'M']);
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move option 2 down' }));
	});

	it('removes an option and focuses the one that took its place, then Add option when none is left', () => {
		const { attributes } = renderFieldSettings('checkbox-multiple', {
			name: 'topics-q7r8',
			options: ['A', 'B'],
		});

		fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
		expect(attributes().options).toEqual(['B']);
		expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Option 1' }));

		fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
		expect(attributes().options).toEqual([]);
		expect(screen.getByText('No options yet.')).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add option' }));
	});
});
