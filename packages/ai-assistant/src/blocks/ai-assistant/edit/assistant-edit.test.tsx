import {
	connectionCalls,
	ConnectionProvider,
	createConnectionStore,
	type ConnectionPageState,
} from '@blockyard/connection';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRegistry } from '@wordpress/data';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test counts the block's renders; @wordpress/element has no Profiler.
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { aiAssistantStore } from '../../../store';
import { PIECES_PER_SLICE } from '../../../request/pacing';
import { createFakeAiService, replyPieces, type FakeAiService } from '../../../test/fake-ai-service';
import {
	AI_SITE,
	createTestHost,
	letStreamRun,
	renderWithHost,
	type TestHost,
} from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import { StatefulEdit } from '../../../test/stateful-edit';

let service: FakeAiService;
let host: TestHost;

beforeEach(() => {
	service = createFakeAiService();
	host = createTestHost({ fetch: service.fetch, site: AI_SITE });
});

afterEach(() => {
	cleanup();
	localStorage.clear();
});

const ATTRIBUTES: AiAssistantAttributes = {
	originalMessages: [],
	messages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

/** Lets the requests a step started reach the service. */
const settle = () => act(letStreamRun);

interface RenderOptions {
	readonly clientId?: string;
	/** The page's connection, as the connection store starts from it; none: the editor has no connection store. */
	readonly connection?: ConnectionPageState;
}

/** The AI Assistant block's edit view, in an editor with `host` and its own AI store. */
function renderBlock(attributes: Partial<AiAssistantAttributes> = {}, options: RenderOptions = {}) {
	const edit = (
		<StatefulEdit clientId={options.clientId ?? 'ai-1'} initial={{ ...ATTRIBUTES, ...attributes }} />
	);
	if (options.connection === undefined) {
		return renderWithHost(edit, host);
	}
	const store = createConnectionStore({ calls: connectionCalls(host.api), initial: options.connection });
	return renderWithHost(<ConnectionProvider store={store}>{edit}</ConnectionProvider>, host);
}

async function sendPrompt(text: string): Promise<void> {
	fireEvent.change(screen.getByRole('textbox', { name: 'AI Assistant prompt' }), {
		target: { value: text },
	});
	fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
	await settle();
}

describe('the AI Assistant block', () => {
	it('asks for GPT-4 when its toggle is on', async () => {
		renderBlock({ useGpt4: true });
		await settle();
		await sendPrompt('Write about kites');

		expect(service.stream(0).sent.model).toBe('gpt-4');
	});

	it('asks for no model of its own when the toggle is off', async () => {
		renderBlock();
		await settle();
		await sendPrompt('Write about kites');

		expect(service.stream(0).sent).not.toHaveProperty('model');
	});
});

describe('the Reconnect banner in the AI Assistant block', () => {
	const CONNECTED = { connectionStatus: { isRegistered: true, isUserConnected: true } } as const;

	it('shows when the connection needs repair, with Reconnect', async () => {
		renderBlock(
			{},
			{
				connection: {
					...CONNECTED,
					connectionErrors: { token_missing: 'The connection token is missing.' },
				},
			}
		);
		await settle();

		expect(screen.getByText('There is a problem with the connection to the provider.')).toBeTruthy();
		expect(screen.getByText('The connection token is missing.')).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
	});

	it('does not show while the connection is sound', async () => {
		renderBlock({}, { connection: CONNECTED });
		await settle();

		expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
		expect(screen.getByRole('textbox', { name: 'AI Assistant prompt' })).toBeTruthy();
	});

	it('does not show in an editor without a connection store', async () => {
		renderBlock();
		await settle();

		expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
	});
});

const REQUEST = { promptType: 'simplify', input: { content: 'A long and winding text.' } } as const;

/** A transform, in the editor as it was before a reload: its own registry and AI store. */
async function transformInAnotherEditor(clientId: string) {
	const before = createRegistry();
	before.register(aiAssistantStore);
	await before.dispatch(aiAssistantStore).setPendingRequest(clientId, REQUEST);
}

describe('a request a transform left for the AI Assistant block', () => {
	it('runs once after a reload between the transform and the block’s first render', async () => {
		await transformInAnotherEditor('ai-7');

		// The reload: a fresh editor, with a fresh AI store, renders the block.
		const first = renderBlock({ content: REQUEST.input.content }, { clientId: 'ai-7' });
		await settle();

		expect(service.requestsTo('query')).toHaveLength(1);
		expect(service.stream(0).sent.messages?.at(-1)?.content).toContain('A long and winding text.');
		expect(service.stream(0).sent.messages?.at(-1)?.content).toMatch(/^Simplify the text below/);

		// Another reload: the request is used up.
		first.unmount();
		renderBlock({ content: REQUEST.input.content }, { clientId: 'ai-7' });
		await settle();
		expect(service.requestsTo('query')).toHaveLength(1);
	});

	it('is not run by another block', async () => {
		await transformInAnotherEditor('ai-7');

		renderBlock({}, { clientId: 'ai-8' });
		await settle();

		expect(service.requestsTo('query')).toEqual([]);
	});
});

describe('a long reply in the AI Assistant block', () => {
	const PIECES = replyPieces(20_000);
	// Halfway through, markup that must not run or load in the preview.
	PIECES.splice(10_000, 0, '\n\n<img src=x onerror="alert(1)">', '\n\n[a link](javascript:alert(1))');

	/** Waits until the reply stops streaming: its region is no longer busy and Accept shows. */
	async function untilReplyEnds(container: HTMLElement): Promise<void> {
		// A cheap check while the reply streams: looking for Accept by its role on every change
		// would read the whole long text each time.
		await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), {
			timeout: 60_000,
		});
		expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
	}

	const words = (element: Element | null): number =>
		(element?.textContent ?? '').split(/\s+/).filter(Boolean).length;

	it('shows a reply of 20,000 pieces arriving at once in full, cleaned, rendering a few times rather than once per piece', async () => {
		let commits = 0;
		const { container } = renderWithHost(
			<Profiler id="block" onRender={() => (commits += 1)}>
				<StatefulEdit clientId="ai-1" initial={ATTRIBUTES} />
			</Profiler>,
			host
		);
		await settle();
		await sendPrompt('Write about bees');
		const before = commits;

		await act(async () => {
			service.stream(0).sendAll(PIECES);
			service.stream(0).finish();
			await letStreamRun();
		});
		await untilReplyEnds(container);

		const content = container.querySelector('.blockyard-ai-assistant__content');
		// 20,000 words, the escaped tag's three and the link's two.
		expect(words(content)).toBe(20_005);
		expect(content?.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
		expect(content?.textContent).toContain('<img src=x onerror="alert(1)">');
		// At most one render for each slice of the stream between two returns of the thread to
		// the browser, and a few for the end of the reply.
		expect(commits - before).toBeLessThanOrEqual(Math.ceil(PIECES.length / PIECES_PER_SLICE) + 5);
	}, 60_000);

	it('shows a long reply to a transform’s request in full too', async () => {
		await transformInAnotherEditor('ai-7');
		const { container } = renderBlock({ content: REQUEST.input.content }, { clientId: 'ai-7' });
		await settle();

		await act(async () => {
			service.stream(0).sendAll(PIECES);
			service.stream(0).finish();
			await letStreamRun();
		});
		await untilReplyEnds(container);

		expect(words(container.querySelector('.blockyard-ai-assistant__content'))).toBe(20_005);
	}, 60_000);
});
