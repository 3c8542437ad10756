// Accept as a user does it, in an editor: the reply streams in from the AI service, the
// user clicks Accept, and what lands in the post is checked for anything that could run,
// load or submit. The replies carry the XSS vectors of ../../../sanitize/test/vectors.ts.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, serialize, type Block } from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { transformToAiBlock } from '../../../extensions/text-blocks/transform-to-ai-block';
import { registerTestCoreBlocks } from '../../../markdown/test/core-blocks';
import { ASSISTANT_BLOCKS } from '../../../sanitize/allowed-blocks';
import {
	BLOCK_VECTORS,
	HTML_VECTORS,
	MARKDOWN_VECTORS,
	unsafeHtml,
	unsafeMarkup,
} from '../../../sanitize/test/vectors';
import { drive, renderBlockEditor } from '../../../test/block-editor';
import { createFakeAiService, type FakeAiService } from '../../../test/fake-ai-service';
import { preloadBlockEdit } from '../../../test/preload-edit';
import { preloadReview } from '../../../review/use-review';
import { AI_SITE, createTestHost, type TestHost } from '../../../test/test-host';
import { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } from '../index';

// See markdown/test/core-blocks.ts: the list and code blocks' block-to-block transforms import it.
vi.mock('@wordpress/rich-text', () => import('../../../markdown/test/rich-text-stub'));

let service: FakeAiService;
let host: TestHost;

beforeAll(async () => {
	registerTestCoreBlocks();
	registerAiAssistantBlock();
	await preloadBlockEdit(AI_ASSISTANT_BLOCK_NAME);
	await preloadReview();
});

beforeEach(() => {
	service = createFakeAiService();
	// The block reads the post through useSyncExternalStore: one post object, not a new one per read.
	const post = { id: 7, title: 'T' };
	host = { ...createTestHost({ fetch: service.fetch, site: AI_SITE }), getPost: () => post };
	// parse() says why a model's markup is not a block's own; that is expected here.
	vi.spyOn(console, 'error').mockImplementation(() => undefined);
	vi.spyOn(console, 'warn').mockImplementation(() => undefined);
	vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

/** Puts `blocks` in the editor, on screen, and renders the editor with the test host. */
const renderEditor = (blocks: Block[]) => renderBlockEditor(blocks, host);

const prompt = () => screen.getByRole('textbox', { name: 'AI Assistant prompt' });

/** Types a prompt into the AI block and sends it; the service's answer then streams. */
async function ask(text: string): Promise<void> {
	fireEvent.change(prompt(), { target: { value: text } });
	await drive(() => void fireEvent.keyDown(prompt(), { key: 'Enter' }));
}

/** Streams `reply` as the answer to the `index`th query, in a few chunks, and ends it. */
async function answer(reply: string, index = 0): Promise<void> {
	const chunk = Math.ceil(reply.length / 4);
	for (let start = 0; start < reply.length; start += chunk) {
		await drive(() => service.stream(index).send(reply.slice(start, start + chunk)));
	}
	await drive(() => service.stream(index).finish());
}

/** The post after Accept: its markup, what is unsafe in it, and its text. */
async function accept(name = 'Accept'): Promise<{ markup: string; unsafe: string[]; text: string }> {
	await drive(() => void fireEvent.click(screen.getByRole('button', { name })));
	const blocks = select(blockEditorStore).getBlocks();
	expect(blocks.map((block) => block.name)).not.toContain(AI_ASSISTANT_BLOCK_NAME);
	const markup = serialize(blocks);
	const element = document.createElement('div');
	element.innerHTML = markup;
	return {
		markup,
		unsafe: unsafeMarkup(markup, ASSISTANT_BLOCKS.blocks.keys()),
		text: element.textContent ?? '',
	};
}

/** A reply in block syntax: every block vector, and a paragraph around each HTML vector. */
const BLOCK_SYNTAX_REPLY = [
	...BLOCK_VECTORS,
	...HTML_VECTORS.map(
		(vector, index) =>
			`<!-- wp:paragraph -->\n<p>Harmless ${index} ${vector} words</p>\n<!-- /wp:paragraph -->`
	),
	'<!-- wp:paragraph -->\n<p>The harmless end.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

/** A reply in markdown: every markdown vector, each its own paragraph. */
const MARKDOWN_REPLY = [...MARKDOWN_VECTORS, 'The harmless end.'].join('\n\n');

describe('Accept in the AI Assistant block', () => {
	it('inserts nothing that runs or loads from a reply in block syntax, and keeps its text', async () => {
		const aiBlock = createBlock(AI_ASSISTANT_BLOCK_NAME, { useGutenbergSyntax: true });
		renderEditor([aiBlock]);

		await ask('Write about safety');
		await answer(BLOCK_SYNTAX_REPLY);
		const { unsafe, text } = await accept();

		expect(unsafe).toEqual([]);
		// Read as blocks, not shown as text.
		expect(text).not.toContain('wp:paragraph');
		for (let index = 0; index < HTML_VECTORS.length; index += 1) {
			expect(text).toContain(`Harmless ${index} `);
		}
		expect(text).toContain('The harmless end.');
	});

	it('inserts nothing that runs or loads from a reply in markdown, and keeps its text', async () => {
		const aiBlock = createBlock(AI_ASSISTANT_BLOCK_NAME, {});
		renderEditor([aiBlock]);

		await ask('Write about safety');
		await answer(MARKDOWN_REPLY);
		const { unsafe, text } = await accept();

		expect(unsafe).toEqual([]);
		expect(text.match(/Harmless/g)).toHaveLength(MARKDOWN_VECTORS.length);
		expect(text).toContain('The harmless end.');
	});

	it('shows the streaming reply without anything that runs or loads', async () => {
		const aiBlock = createBlock(AI_ASSISTANT_BLOCK_NAME, { useGutenbergSyntax: true });
		const { container } = renderEditor([aiBlock]);

		await ask('Write about safety');
		for (const reply of [MARKDOWN_REPLY, BLOCK_SYNTAX_REPLY]) {
			await drive(() => service.stream(0).send(`${reply}\n\n`));
			const preview = container.querySelector('.blockyard-ai-assistant__content');
			expect(preview?.textContent).toContain('Harmless');
			expect(unsafeHtml(preview?.innerHTML ?? '')).toEqual([]);
		}
	});
});

describe('Accept after a text block’s AI action', () => {
	it('replaces the paragraph with nothing that runs or loads, and keeps the reply’s text', async () => {
		const paragraph = createBlock('core/paragraph', { content: 'Some text to simplify.' });
		const { registry } = renderEditor([paragraph]);

		// What "Simplify" in the paragraph's AI Assistant menu does.
		await drive(() => void transformToAiBlock(paragraph.clientId, { promptType: 'simplify' }, registry));
		expect(service.stream(0).sent.messages?.at(-1)?.content).toContain('Some text to simplify.');
		await answer(`${MARKDOWN_REPLY}\n\n${BLOCK_SYNTAX_REPLY}`);
		// A change to existing text is reviewed first: its diff shows nothing that runs or loads either.
		expect(unsafeHtml(document.querySelector('.blockyard-ai-review__text')?.innerHTML ?? '')).toEqual([]);
		const { unsafe, text } = await accept('Accept all');

		expect(unsafe).toEqual([]);
		expect(text).toContain('Harmless');
		expect(text).toContain('The harmless end.');
		expect(select(blockEditorStore).getBlock(paragraph.clientId)).toBeNull();
	});
});
