import { registerUiBlocks } from '@blockyard/ui';
import { act, cleanup, render } from '@testing-library/react';
import { BlockEditorProvider, BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import { cloneBlock, createBlock, type Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { registerFormsBlocks } from '../../../index';
import { CONTACT_FORM_BLOCK_NAME } from '../../../fields';

beforeAll(() => {
	registerUiBlocks();
	registerFormsBlocks();
});

afterEach(() => {
	cleanup();
	act(() => {
		dispatch(blockEditorStore).resetBlocks([]);
	});
});

/**
 * Renders the blocks in a block editor on the default registry, and lets template and fill-in
 * effects settle: the blocks' edits load on first render, so until no block shows the
 * placeholder it has while its edit loads (the form's fields only render once the form's has).
 */
async function renderInEditor(blocks: Block[]) {
	render(
		<BlockEditorProvider value={blocks} useSubRegistry={false}>
			<BlockList />
		</BlockEditorProvider>
	);
	for (let round = 0; round < 40; round += 1) {
		await act(async () => {
			await new Promise((resolve) => setTimeout(resolve, 50));
		});
		if (!document.querySelector('.blockyard-lazy-edit')) {
			return select(blockEditorStore).getBlocks();
		}
	}
	throw new Error('A block’s edit did not load.');
}

const summary = (block: Block | undefined) =>
	block?.innerBlocks.map((inner) => [inner.name, inner.attributes.label ?? inner.attributes.text]);

describe('the contact form in the editor', () => {
	it('starts from the default template, every id filled in without an undo level', async () => {
		const [form] = await renderInEditor([createBlock(CONTACT_FORM_BLOCK_NAME)]);

		expect(form?.attributes.formId).toMatch(/^[0-9a-z]{8}$/);
		expect(summary(form)).toEqual([
			['blockyard/field-name', 'Name'],
			['blockyard/field-email', 'Email'],
			['blockyard/field-textarea', 'Message'],
			['blockyard/button', 'Submit'],
		]);
		const names = form?.innerBlocks.slice(0, 3).map((field) => field.attributes.name);
		expect(names?.[0]).toMatch(/^name-[0-9a-z]{4}$/);
		expect(names?.[1]).toMatch(/^email-[0-9a-z]{4}$/);
		expect(names?.[2]).toMatch(/^message-[0-9a-z]{4}$/);
		expect(form?.innerBlocks[3]?.attributes.lock).toEqual({ remove: true });
		expect(select(blockEditorStore).isLastBlockChangePersistent()).toBe(false);
	});

	it('gives a duplicated form, and its fields, new ids; the original keeps its own', async () => {
		const original = createBlock(CONTACT_FORM_BLOCK_NAME, { formId: 'k3j9x0qa' }, [
			createBlock('blockyard/field-email', { name: 'email-c3d4', label: 'Email' }),
		]);
		const [first, copy] = await renderInEditor([original, cloneBlock(original)]);

		expect(first?.attributes.formId).toBe('k3j9x0qa');
		expect(first?.innerBlocks[0]?.attributes.name).toBe('email-c3d4');
		expect(copy?.attributes.formId).toMatch(/^[0-9a-z]{8}$/);
		expect(copy?.attributes.formId).not.toBe('k3j9x0qa');
		expect(copy?.innerBlocks[0]?.attributes.name).toMatch(/^email-[0-9a-z]{4}$/);
		expect(copy?.innerBlocks[0]?.attributes.name).not.toBe('email-c3d4');
	});
});
