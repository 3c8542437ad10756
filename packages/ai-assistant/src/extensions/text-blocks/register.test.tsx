import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
	BlockControls,
	BlockEdit,
	store as blockEditorStore,
	type BlockEditComponentProps,
} from '@wordpress/block-editor';
import { createBlock, getBlockType, registerBlockType, type Block } from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import { dispatch, select } from '@wordpress/data';
import { applyFilters, filters } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAiAvailability, type AiAvailability } from '../../feature/use-ai-availability';
import { takePendingRequest } from '../../pending-request';
import { AI_TEXT_BLOCKS_FILTER_NAMESPACE, registerAiTextBlocksExtension } from './register';
import { registerStandInAiBlock, registerTextCoreBlocks } from './test/text-core-blocks';
import type { FilteredBlockEditProps } from './with-ai-assistant-dropdown';

vi.mock('../../feature/use-ai-availability', () => ({
	AI_ASSISTANT_BLOCK_NAME: 'blockyard/ai-assistant',
	useAiAvailability: vi.fn(),
}));

const availability = (isAvailable: boolean): AiAvailability => ({
	isAvailable,
	isConnected: isAvailable,
	requiresUpgrade: false,
	feature: undefined,
});

const OTHER_BLOCK = 'test/other';

beforeAll(() => {
	registerTextCoreBlocks();
	if (!getBlockType(OTHER_BLOCK)) {
		registerBlockType(OTHER_BLOCK, {
			apiVersion: 3,
			title: 'Other',
			category: 'text',
			attributes: { content: { type: 'string' } },
			edit: () => null,
			save: () => null,
		});
	}
});

beforeAll(registerAiTextBlocksExtension);

beforeEach(() => {
	vi.mocked(useAiAvailability).mockReturnValue(availability(true));
});

afterEach(() => {
	cleanup();
	vi.mocked(useAiAvailability).mockReset();
});

describe('registerAiTextBlocksExtension', () => {
	it('adds its editor.BlockEdit filter once, however often it is called', () => {
		registerAiTextBlocksExtension();
		registerAiTextBlocksExtension();
		registerAiTextBlocksExtension();

		const ours = filters['editor.BlockEdit']?.handlers.filter(
			(handler) => handler.namespace === AI_TEXT_BLOCKS_FILTER_NAMESPACE
		);
		expect(ours).toHaveLength(1);
	});
});

describe('the editor.BlockEdit filter', () => {
	type EditProps = FilteredBlockEditProps & Pick<BlockEditComponentProps, 'attributes' | 'setAttributes'>;

	/** Every editor.BlockEdit filter applied (block-editor's own too) to a stand-in edit component. */
	const filtered = () => {
		const Base = vi.fn((props: EditProps) => <p data-testid="edit">{props.name}</p>);
		const Filtered = applyFilters('editor.BlockEdit', Base) as ComponentType<EditProps>;
		const Edit = (props: FilteredBlockEditProps) => (
			<Filtered {...props} attributes={{}} setAttributes={() => undefined} />
		);
		return { Base, Edit };
	};

	it('renders the block’s own edit component with its props', () => {
		const { Base, Edit } = filtered();

		render(<Edit name="core/paragraph" clientId="p-1" isSelected={false} />);

		expect(screen.getByTestId('edit').textContent).toBe('core/paragraph');
		expect(Base.mock.calls[0]?.[0]).toMatchObject({
			name: 'core/paragraph',
			clientId: 'p-1',
			isSelected: false,
		});
	});

	it.each(['core/paragraph', 'core/heading', 'core/list', 'core/list-item'])(
		'asks whether the AI assistant is available for a selected %s',
		(name) => {
			const { Edit } = filtered();

			render(<Edit name={name} clientId="block-1" isSelected />);

			expect(useAiAvailability).toHaveBeenCalled();
		}
	);

	it('costs other blocks, and unselected text blocks, nothing: no hook runs for them', () => {
		const { Edit } = filtered();

		render(
			<>
				<Edit name="core/image" clientId="image-1" isSelected />
				<Edit name={OTHER_BLOCK} clientId="other-1" isSelected />
				<Edit name="core/paragraph" clientId="p-1" isSelected={false} />
			</>
		);

		expect(screen.getAllByTestId('edit')).toHaveLength(3);
		expect(useAiAvailability).not.toHaveBeenCalled();
	});
});

describe('the AI Assistant dropdown in the block toolbar', () => {
	/**
	 * The editor holds `blocks`; `selected` (one of them, or inside one) renders as the
	 * editor renders a block's edit component, beside the toolbar's 'other' group.
	 */
	function renderInEditor(blocks: Block[], selected: Block, isSelected = true) {
		void dispatch(blockEditorStore).resetBlocks(blocks);
		render(
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot group="other" />
				</div>
				<BlockEdit
					name={selected.name}
					clientId={selected.clientId}
					isSelected={isSelected}
					attributes={selected.attributes}
					setAttributes={() => undefined}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
	}

	function renderBlock(name: string, content: string, isSelected = true): Block {
		const block = createBlock(name, { content });
		renderInEditor([block], block, isSelected);
		return block;
	}

	const dropdown = () => screen.queryByRole('button', { name: 'AI Assistant' });

	it('shows in the other group of a selected paragraph when the AI assistant is available', () => {
		renderBlock('core/paragraph', 'Some text');

		expect(screen.getByRole('toolbar').contains(dropdown())).toBe(true);
		expect(dropdown()).toHaveProperty('disabled', false);
	});

	it('is disabled on a paragraph without text', () => {
		renderBlock('core/paragraph', ' <br> ');

		expect(dropdown()).toHaveProperty('disabled', true);
	});

	it('on a list item, is enabled while any item of its list has text', () => {
		const empty = createBlock('core/list-item', { content: '' });
		const list = createBlock('core/list', {}, [
			empty,
			createBlock('core/list-item', { content: 'Milk' }),
		]);

		renderInEditor([list], empty);

		expect(dropdown()).toHaveProperty('disabled', false);
	});

	it('on a list item, is disabled when no item of its list has text', () => {
		const empty = createBlock('core/list-item', { content: '' });
		const list = createBlock('core/list', {}, [empty, createBlock('core/list-item', { content: '' })]);

		renderInEditor([list], empty);

		expect(dropdown()).toHaveProperty('disabled', true);
	});

	it('does not show when the AI assistant is not available', () => {
		vi.mocked(useAiAvailability).mockReturnValue(availability(false));

		renderBlock('core/paragraph', 'Some text');

		expect(dropdown()).toBeNull();
	});

	it('does not show when the block is not selected', () => {
		renderBlock('core/heading', 'A title', false);

		expect(dropdown()).toBeNull();
		expect(useAiAvailability).not.toHaveBeenCalled();
	});

	it('does not show on another block type', () => {
		renderBlock(OTHER_BLOCK, 'Some text');

		expect(dropdown()).toBeNull();
	});

	it('turns the block into an AI block with the chosen request', () => {
		registerStandInAiBlock();
		const paragraph = renderBlock('core/paragraph', 'Some <em>text</em>');

		fireEvent.click(dropdown() as HTMLElement);
		fireEvent.click(screen.getByRole('menuitem', { name: 'Simplify' }));

		const [aiBlock, ...rest] = select(blockEditorStore).getBlocks();
		expect(rest).toEqual([]);
		expect(aiBlock?.name).toBe('blockyard/ai-assistant');
		expect(aiBlock?.attributes.content).toBe('Some _text_');
		expect(select(blockEditorStore).getBlock(paragraph.clientId)).toBeNull();
		expect(takePendingRequest(aiBlock?.clientId ?? '')).toEqual({
			promptType: 'simplify',
			input: { content: 'Some _text_' },
		});
	});
});
