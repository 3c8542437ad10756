import { registerStoreOnce } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type Block } from '@wordpress/blocks';
import { createRegistry, dispatch, select, type DataRegistry } from '@wordpress/data';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { aiAssistantStore } from '../../store';
import { registerStandInAiBlock, registerTextCoreBlocks } from '../../test/text-core-blocks';
import { transformToAiBlock, type AiTransformRequest } from './transform-to-ai-block';

beforeAll(() => {
	registerTextCoreBlocks();
	registerStandInAiBlock();
});

/** The editor's registry, as `useRegistry()` gives it to the toolbar: its blocks and its AI store. */
let registry: DataRegistry;

beforeEach(() => {
	registry = createRegistry();
	registry.register(blockEditorStore);
	registry.register(aiAssistantStore);
});

const editor = () => registry.select(blockEditorStore);
const ai = () => registry.select(aiAssistantStore);
const transform = (clientId: string, request?: AiTransformRequest) =>
	transformToAiBlock(clientId, request, registry);

function startWith(...blocks: Block[]): void {
	void registry.dispatch(blockEditorStore).resetBlocks(blocks);
	void registry.dispatch(blockEditorStore).selectBlock(blocks[0]?.clientId ?? '');
}

const names = () =>
	editor()
		.getBlocks()
		.map((block) => block.name);

describe('transformToAiBlock', () => {
	it('replaces a paragraph by an AI block holding its markdown, leaves it the request, selects it', () => {
		const before = createBlock('core/paragraph', { content: 'Before' });
		const paragraph = createBlock('core/paragraph', {
			content: 'Teh <strong>quick</strong> fox, <a href="https://example.com/">see</a>.',
		});
		startWith(before, paragraph);

		const newId = transform(paragraph.clientId, { promptType: 'correctSpelling' }) ?? '';

		const markdown = 'Teh **quick** fox, [see](https://example.com/).';
		expect(names()).toEqual(['core/paragraph', 'blockyard/ai-assistant']);
		const aiBlock = editor().getBlocks()[1];
		expect(aiBlock?.clientId).toBe(newId);
		expect(aiBlock?.attributes).toMatchObject({ content: markdown, originalContent: markdown });
		expect(editor().getBlock(paragraph.clientId)).toBeNull();
		expect(editor().getSelectedBlockClientId()).toBe(newId);
		expect(ai().getPendingRequest(newId)).toEqual({
			promptType: 'correctSpelling',
			input: { content: markdown },
		});
		// Accept and "Undo to original" go back to the paragraph.
		expect(ai().getOriginalBlocks(newId)).toEqual([paragraph]);
	});

	it('is not an undo step of its own: the change is marked not persistent', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Some text' });
		startWith(paragraph);

		transform(paragraph.clientId, { promptType: 'simplify' });

		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().isLastBlockChangePersistent()).toBe(false);
	});

	it('keeps the chosen tone or language beside the block’s own text', () => {
		const heading = createBlock('core/heading', { level: 3, content: 'Our plans' });
		startWith(heading);

		const newId = transform(heading.clientId, {
			promptType: 'changeLanguage',
			input: { language: 'de', content: 'ignored: the block’s text wins' },
		});

		expect(ai().getPendingRequest(newId ?? '')).toEqual({
			promptType: 'changeLanguage',
			input: { language: 'de', content: '### Our plans' },
		});
	});

	it('only converts for Ask AI Assistant: no pending request', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Some text' });
		startWith(paragraph);

		const newId = transform(paragraph.clientId) ?? '';

		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().getBlock(newId)?.attributes.content).toBe('Some text');
		expect(ai().getPendingRequest(newId)).toBeUndefined();
		expect(ai().getOriginalBlocks(newId)).toEqual([paragraph]);
	});

	it('replaces the whole outermost list for an item of a nested list', () => {
		const nestedItem = createBlock('core/list-item', { content: 'Two a' });
		const list = createBlock('core/list', {}, [
			createBlock('core/list-item', { content: 'One' }),
			createBlock('core/list-item', { content: 'Two' }, [createBlock('core/list', {}, [nestedItem])]),
		]);
		startWith(list);

		const newId = transform(nestedItem.clientId, {
			promptType: 'changeTone',
			input: { tone: 'humorous' },
		});

		const markdown = '-   One\n-   Two\n    -   Two a';
		expect(names()).toEqual(['blockyard/ai-assistant']);
		expect(editor().getBlock(newId ?? '')?.attributes.content).toBe(markdown);
		expect(ai().getPendingRequest(newId ?? '')).toEqual({
			promptType: 'changeTone',
			input: { tone: 'humorous', content: markdown },
		});
		expect(ai().getOriginalBlocks(newId ?? '')).toEqual([list]);
	});

	it('does nothing to a block locked against removal', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Locked', lock: { remove: true } });
		startWith(paragraph);

		expect(transform(paragraph.clientId, { promptType: 'simplify' })).toBeUndefined();
		expect(names()).toEqual(['core/paragraph']);
	});

	it('does nothing for another block type or an unknown id', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Text' });
		startWith(paragraph);

		expect(transform('no-such-block', { promptType: 'simplify' })).toBeUndefined();
		expect(names()).toEqual(['core/paragraph']);
	});

	it('acts in the registry it is given, not on the page’s', () => {
		registerStoreOnce(aiAssistantStore);
		const onPage = createBlock('core/paragraph', { content: 'On the page' });
		void dispatch(blockEditorStore).resetBlocks([onPage]);
		const paragraph = createBlock('core/paragraph', { content: 'Elsewhere' });
		startWith(paragraph);

		const newId = transform(paragraph.clientId, { promptType: 'simplify' }) ?? '';

		expect(editor().getBlock(newId)?.name).toBe('blockyard/ai-assistant');
		expect(ai().getPendingRequest(newId)).toMatchObject({ promptType: 'simplify' });
		expect(
			select(blockEditorStore)
				.getBlocks()
				.map((block) => block.name)
		).toEqual(['core/paragraph']);
		expect(select(aiAssistantStore).getPendingRequest(newId)).toBeUndefined();
	});

	it('acts in the page’s registry, WordPress’s own, when given none', () => {
		registerStoreOnce(aiAssistantStore);
		const paragraph = createBlock('core/paragraph', { content: 'On the page' });
		void dispatch(blockEditorStore).resetBlocks([paragraph]);

		const newId = transformToAiBlock(paragraph.clientId, { promptType: 'simplify' }) ?? '';

		expect(select(blockEditorStore).getBlock(newId)?.name).toBe('blockyard/ai-assistant');
		expect(select(aiAssistantStore).getPendingRequest(newId)).toEqual({
			promptType: 'simplify',
			input: { content: 'On the page' },
		});
		expect(ai().getPendingRequest(newId)).toBeUndefined();
	});
});
