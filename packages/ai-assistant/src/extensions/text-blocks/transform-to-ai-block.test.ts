import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type Block } from '@wordpress/blocks';
import { createRegistry, dispatch, select } from '@wordpress/data';
import { beforeAll, describe, expect, it } from 'vitest';

import { takePendingRequest } from '../../pending-request';
import { registerStandInAiBlock, registerTextCoreBlocks } from './test/text-core-blocks';
import { transformToAiBlock } from './transform-to-ai-block';

beforeAll(() => {
	registerTextCoreBlocks();
	registerStandInAiBlock();
});

const editor = () => select(blockEditorStore);

function startWith(...blocks: Block[]): void {
	void dispatch(blockEditorStore).resetBlocks(blocks);
	void dispatch(blockEditorStore).selectBlock(blocks[0]?.clientId ?? '');
}

const names = () =>
	editor()
		.getBlocks()
		.map((block) => block.name);

describe('transformToAiBlock', () => {
	it('replaces a paragraph by an AI block holding its markdown, leaves the request once, selects it', () => {
		const before = createBlock('core/paragraph', { content: 'Before' });
		const paragraph = createBlock('core/paragraph', {
			content: 'Teh <strong>quick</strong> fox, <a href="https://example.com/">see</a>.',
		});
		startWith(before, paragraph);

		const newId = transformToAiBlock(paragraph.clientId, { promptType: 'correctSpelling' });

		const markdown = 'Teh **quick** fox, [see](https://example.com/).';
		expect(names()).toEqual(['core/paragraph', 'blockyard/ai-assistant']);
		const aiBlock = editor().getBlocks()[1];
		expect(aiBlock?.clientId).toBe(newId);
		expect(aiBlock?.attributes).toMatchObject({ content: markdown, originalContent: markdown });
		expect(editor().getBlock(paragraph.clientId)).toBeNull();
		expect(editor().getSelectedBlockClientId()).toBe(newId);
		expect(takePendingRequest(newId ?? '')).toEqual({
			promptType: 'correctSpelling',
			input: { content: markdown },
		});
		expect(takePendingRequest(newId ?? '')).toBeUndefined();
	});

	it('is not an undo step of its own: the change is marked not persistent', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Some text' });
		startWith(paragraph);

		transformToAiBlock(paragraph.clientId, { promptType: 'simplify' });

		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().isLastBlockChangePersistent()).toBe(false);
	});

	it('keeps the chosen tone or language beside the block’s own text', () => {
		const heading = createBlock('core/heading', { level: 3, content: 'Our plans' });
		startWith(heading);

		const newId = transformToAiBlock(heading.clientId, {
			promptType: 'changeLanguage',
			input: { language: 'de', content: 'ignored: the block’s text wins' },
		});

		expect(takePendingRequest(newId ?? '')).toEqual({
			promptType: 'changeLanguage',
			input: { language: 'de', content: '### Our plans' },
		});
	});

	it('only converts for Ask AI Assistant: no pending request', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Some text' });
		startWith(paragraph);

		const newId = transformToAiBlock(paragraph.clientId);

		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().getBlock(newId ?? '')?.attributes.content).toBe('Some text');
		expect(takePendingRequest(newId ?? '')).toBeUndefined();
	});

	it('replaces the whole outermost list for an item of a nested list', () => {
		const nestedItem = createBlock('core/list-item', { content: 'Two a' });
		const list = createBlock('core/list', {}, [
			createBlock('core/list-item', { content: 'One' }),
			createBlock('core/list-item', { content: 'Two' }, [createBlock('core/list', {}, [nestedItem])]),
		]);
		startWith(list);

		const newId = transformToAiBlock(nestedItem.clientId, {
			promptType: 'changeTone',
			input: { tone: 'humorous' },
		});

		const markdown = '-   One\n-   Two\n    -   Two a';
		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().getBlock(newId ?? '')?.attributes.content).toBe(markdown);
		expect(takePendingRequest(newId ?? '')).toEqual({
			promptType: 'changeTone',
			input: { tone: 'humorous', content: markdown },
		});
	});

	it('does nothing to a block locked against removal', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Locked', lock: { remove: true } });
		startWith(paragraph);

		expect(transformToAiBlock(paragraph.clientId, { promptType: 'simplify' })).toBeUndefined();
		expect(names()).toEqual(['core/paragraph']);
	});

	it('does nothing for another block type or an unknown id', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Text' });
		startWith(paragraph);

		expect(transformToAiBlock('no-such-block', { promptType: 'simplify' })).toBeUndefined();
		expect(names()).toEqual(['core/paragraph']);
	});

	it('acts in the registry it is given', () => {
		const registry = createRegistry();
		registry.register(blockEditorStore);
		const paragraph = createBlock('core/paragraph', { content: 'Elsewhere' });
		void registry.dispatch(blockEditorStore).resetBlocks([paragraph]);
		const onPage = createBlock('core/paragraph', { content: 'On the page' });
		startWith(onPage);

		const newId = transformToAiBlock(paragraph.clientId, undefined, registry);

		expect(registry.select(blockEditorStore).getBlock(newId ?? '')?.name).toBe('blockyard/ai-assistant');
		expect(names()).toEqual(['core/paragraph']);
	});
});
