import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BlockEditorProvider, BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../../index';
import { REPEAT_VISITOR_BLOCK_NAME } from '../index';

beforeAll(() => {
	registerContentBlocks();
});

afterEach(() => {
	cleanup();
	act(() => {
		dispatch(blockEditorStore).resetBlocks([]);
	});
});

/** Renders the blocks in a block editor on the default registry, once every edit has loaded. */
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
			return;
		}
	}
	throw new Error('A block’s edit did not load.');
}

const stored = () => select(blockEditorStore).getBlocks()[0]?.attributes;
const threshold = () => screen.getByLabelText('Visit count threshold');
const notice = () =>
	document.querySelector('.wp-block-blockyard-repeat-visitor__notice .components-notice__content')
		?.textContent;
const block = () => document.querySelector<HTMLElement>('.wp-block-blockyard-repeat-visitor') as HTMLElement;

describe('the Repeat Visitor block in the editor', () => {
	it('saves a valid threshold, and keeps an invalid one out with a message beside the field', async () => {
		await renderInEditor([createBlock(REPEAT_VISITOR_BLOCK_NAME)]);
		expect(threshold()).toHaveProperty('value', '3');

		for (const text of ['0', '2.5', '', '-1']) {
			fireEvent.change(threshold(), { target: { value: text } });
			expect(screen.getByText('Please enter a valid number.')).toBeTruthy();
			expect(threshold().getAttribute('aria-invalid')).toBe('true');
			const described = threshold().getAttribute('aria-describedby') ?? '';
			expect(document.getElementById(described)?.textContent).toBe('Please enter a valid number.');
			expect(stored()?.threshold).toBe(3);
		}

		fireEvent.change(threshold(), { target: { value: '2' } });
		expect(screen.queryByText('Please enter a valid number.')).toBeNull();
		expect(threshold().getAttribute('aria-invalid')).toBe('false');
		expect(stored()?.threshold).toBe(2);
	});

	it('sets the visibility with the radio buttons and says who sees the blocks inside', async () => {
		await renderInEditor([createBlock(REPEAT_VISITOR_BLOCK_NAME, { threshold: 2 })]);
		expect(notice()).toBe(
			'The blocks inside are shown to visitors who have been here more than 2 times.'
		);
		expect(screen.getByRole('radio', { name: 'Show after threshold' })).toHaveProperty('checked', true);

		fireEvent.click(screen.getByRole('radio', { name: 'Show before threshold' }));

		expect(stored()?.criteria).toBe('before-visits');
		expect(notice()).toBe(
			'The blocks inside are shown to visitors who have been here at most 2 times, this visit included.'
		);
	});

	it('offers to add a block inside while it is empty', async () => {
		await renderInEditor([createBlock(REPEAT_VISITOR_BLOCK_NAME)]);
		expect(within(block()).getByRole('button', { name: 'Add block' })).toBeTruthy();
	});
});
