import { cleanup, render, screen } from '@testing-library/react';
import { BlockEditorProvider, BlockList, useBlockProps } from '@wordpress/block-editor';
import { createBlock, getBlockType, unregisterBlockType } from '@wordpress/blocks';
import { afterEach, describe, expect, it } from 'vitest';

import { CANVAS_WRAPPER_STYLE, registerBlockOnce } from './register-block-once';

type Attributes = { text: string };

const NAME = 'test/once-note';
const metadata = {
	apiVersion: 3,
	title: 'Once note',
	category: 'text',
	attributes: { text: { type: 'string', default: '' } },
};

function NoteEdit() {
	return <div {...useBlockProps({ style: { color: 'navy' } })}>A note</div>;
}

afterEach(() => {
	cleanup();
	if (getBlockType(NAME)) {
		unregisterBlockType(NAME);
	}
});

describe('registerBlockOnce', () => {
	it('registers the block once: a second registration of the name changes nothing', () => {
		registerBlockOnce<Attributes>(NAME, metadata, { edit: NoteEdit, save: () => null });
		const first = getBlockType(NAME);
		registerBlockOnce<Attributes>(NAME, { ...metadata, title: 'Another' }, { save: () => null });
		expect(getBlockType(NAME)).toBe(first);
		expect(getBlockType(NAME)?.title).toBe('Once note');
	});

	it('lays the block out in the canvas only near the viewport, its own wrapper style kept', () => {
		registerBlockOnce<Attributes>(NAME, metadata, { edit: NoteEdit, save: () => null });
		render(
			<BlockEditorProvider value={[createBlock(NAME)]} useSubRegistry={false}>
				<BlockList />
			</BlockEditorProvider>
		);
		const wrapper = screen.getByText('A note');
		expect(wrapper.dataset.type).toBe(NAME);
		expect(wrapper.style).toMatchObject({ ...CANVAS_WRAPPER_STYLE, color: 'navy' });
	});

	it('adds the canvas style to what the block’s own getEditWrapperProps gives', () => {
		registerBlockOnce<Attributes>(NAME, metadata, {
			save: () => null,
			getEditWrapperProps: ({ text }) => ({ 'data-text': text, style: { order: 2 } }) as never,
		});
		expect(getBlockType(NAME)?.getEditWrapperProps?.({ text: 'hi' })).toEqual({
			'data-text': 'hi',
			style: { ...CANVAS_WRAPPER_STYLE, order: 2 },
		});
	});
});
