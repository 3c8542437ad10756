// The block's attributes while a reply streams, in an editor: the reply is shown from the
// request's state, and written into the block (what a save of the post stores) when it ends,
// when it stops, when the block goes, and otherwise at most once an interval.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, parse, serialize, type Block } from '@wordpress/blocks';
import { select, subscribe } from '@wordpress/data';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { markdownToHtml } from '../../../markdown/markdown-to-html';
import { registerTestCoreBlocks } from '../../../markdown/test/core-blocks';
import type * as PacingModule from '../../../request/pacing';
import { drive, renderBlockEditor } from '../../../test/block-editor';
import { createFakeAiService, type FakeAiService } from '../../../test/fake-ai-service';
import { preloadBlockEdit } from '../../../test/preload-edit';
import { AI_SITE, createTestHost, renderWithHost, type TestHost } from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } from '../index';
import Edit from './index';

// See markdown/test/core-blocks.ts: the list and code blocks' block-to-block transforms import it.
vi.mock('@wordpress/rich-text', () => import('../../../markdown/test/rich-text-stub'));

/** The interval of the attribute writes while a reply streams, set by each test. */
const draftInterval = vi.hoisted(() => ({ ms: 0 }));
vi.mock('../../../request/pacing', async (importOriginal) => ({
	...(await importOriginal<typeof PacingModule>()),
	get DRAFT_INTERVAL_MS() {
		return draftInterval.ms;
	},
}));

const ATTRIBUTES: AiAssistantAttributes = {
	originalMessages: [],
	messages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

/** Longer than any test: no write while the reply streams. */
const NEVER_MS = 10 * 60_000;

let service: FakeAiService;
let host: TestHost;

beforeAll(async () => {
	registerTestCoreBlocks();
	registerAiAssistantBlock();
	await preloadBlockEdit(AI_ASSISTANT_BLOCK_NAME);
});

beforeEach(() => {
	service = createFakeAiService();
	// The block reads the post through useSyncExternalStore: one post object, not a new one per read.
	const post = { id: 7, title: 'T' };
	host = { ...createTestHost({ fetch: service.fetch, site: AI_SITE }), getPost: () => post };
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

/** An AI block in an editor, on screen, with the test host. */
const renderEditor = (block: Block) => renderBlockEditor([block], host);

const prompt = () => screen.getByRole('textbox', { name: 'AI Assistant prompt' });
const attributesOf = (clientId: string) =>
	select(blockEditorStore).getBlockAttributes(clientId) as AiAssistantAttributes;
const shown = (container: HTMLElement) =>
	(container.querySelector('.blockyard-ai-assistant__content')?.textContent ?? '').trim();

/** Unsubscribes the recording of the test's block writes. */
const stopRecording: Array<() => void> = [];
afterEach(() => stopRecording.splice(0).forEach((unsubscribe) => unsubscribe()));

/** Types a prompt and sends it; then each change of the block's attributes is recorded. */
async function ask(clientId: string, text: string): Promise<AiAssistantAttributes[]> {
	fireEvent.change(prompt(), { target: { value: text } });
	await drive(() => void fireEvent.keyDown(prompt(), { key: 'Enter' }));
	const writes: AiAssistantAttributes[] = [];
	let last = attributesOf(clientId);
	stopRecording.push(
		subscribe(() => {
			const next = attributesOf(clientId);
			if (next !== last) {
				last = next;
				writes.push(next);
			}
		}, blockEditorStore)
	);
	return writes;
}

/** Sends `pieces` of a reply one by one, a frame for each: the reply shows as it grows. */
async function stream(pieces: readonly string[]): Promise<void> {
	for (const piece of pieces) {
		await drive(() => service.stream(0).send(piece));
	}
}

const PIECES = Array.from({ length: 30 }, (_, index) => `Bees make honey, part ${index}. `);
const REPLY = PIECES.join('');

describe('the AI block’s attributes while a reply streams', () => {
	it('are written once, when the reply ends, with its text, its HTML and the prompt cleared', async () => {
		draftInterval.ms = NEVER_MS;
		const block = createBlock(AI_ASSISTANT_BLOCK_NAME, {});
		const { container } = renderEditor(block);
		const writes = await ask(block.clientId, 'Write about bees');

		await stream(PIECES);
		expect(shown(container)).toBe(REPLY.trim());
		expect(writes).toEqual([]);

		await drive(() => service.stream(0).finish());

		expect(writes).toHaveLength(1);
		expect(writes[0]).toMatchObject({
			content: REPLY,
			html: markdownToHtml(REPLY),
			userPrompt: '',
		});
		expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
	});

	it('hold what was shown when the post is saved mid-stream, in a block that loads valid', async () => {
		draftInterval.ms = 0;
		const block = createBlock(AI_ASSISTANT_BLOCK_NAME, {});
		const { container } = renderEditor(block);
		await ask(block.clientId, 'Write about bees');

		await stream(PIECES.slice(0, 10));
		const soFar = PIECES.slice(0, 10).join('');
		await waitFor(() => expect(attributesOf(block.clientId).content).toBe(soFar));
		expect(shown(container)).toBe(soFar.trim());

		// What a save would store now, read back as the editor reads a post.
		const [saved] = parse(serialize(select(blockEditorStore).getBlocks()));
		expect(saved?.isValid).toBe(true);
		expect(saved?.attributes.content).toBe(soFar);
		expect(saved?.attributes.html).toBe(markdownToHtml(soFar));
	});

	it('keep what was shown when the user stops the reply', async () => {
		draftInterval.ms = NEVER_MS;
		const block = createBlock(AI_ASSISTANT_BLOCK_NAME, {});
		const { container } = renderEditor(block);
		await ask(block.clientId, 'Write about bees');
		await stream(PIECES.slice(0, 5));
		const soFar = PIECES.slice(0, 5).join('');

		await drive(() => void fireEvent.click(screen.getByRole('button', { name: 'Stop request' })));

		expect(attributesOf(block.clientId)).toMatchObject({ content: soFar, html: markdownToHtml(soFar) });
		expect(shown(container)).toBe(soFar.trim());
	});

	it('keep what was shown when the block’s edit goes mid-stream', async () => {
		draftInterval.ms = NEVER_MS;
		const setAttributes =
			vi.fn<
				(
					changes:
						| Partial<AiAssistantAttributes>
						| ((previous: AiAssistantAttributes) => Partial<AiAssistantAttributes>)
				) => void
			>();
		const { unmount } = renderWithHost(
			<Edit
				clientId="ai-1"
				isSelected
				attributes={{ ...ATTRIBUTES, userPrompt: 'Write about bees' }}
				setAttributes={setAttributes}
				className=""
				context={{}}
			/>,
			host
		);
		await drive(() => void fireEvent.keyDown(prompt(), { key: 'Enter' }));
		await stream(PIECES.slice(0, 5));
		setAttributes.mockClear();

		unmount();

		const soFar = PIECES.slice(0, 5).join('');
		expect(setAttributes.mock.calls).toEqual([[{ content: soFar, html: markdownToHtml(soFar) }]]);
		expect(service.stream(0).aborted).toBe(true);
	});
});
