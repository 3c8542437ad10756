import {
	connectionCalls,
	ConnectionProvider,
	createConnectionStore,
	type ConnectionPageState,
} from '@blockyard/connection';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { aiAssistantStore } from '../../../store';
import { createFakeAiService, type FakeAiService } from '../../../test/fake-ai-service';
import { AI_SITE, createTestHost, renderWithHost, type TestHost } from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import Edit from './index';

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
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

interface RenderOptions {
	readonly clientId?: string;
	/** The page's connection, as the connection store starts from it; none: the editor has no connection store. */
	readonly connection?: ConnectionPageState;
}

/** The block as the editor holds it: its attributes change when the edit view sets them. */
function StatefulEdit({ clientId, initial }: { clientId: string; initial: AiAssistantAttributes }) {
	const [attributes, setAttributes] = useState(initial);
	return (
		<Edit
			clientId={clientId}
			isSelected
			attributes={attributes}
			setAttributes={(changes) =>
				setAttributes((current) => ({
					...current,
					...(typeof changes === 'function' ? changes(current) : changes),
				}))
			}
			className=""
			context={{}}
		/>
	);
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

describe('a request a transform left for the AI Assistant block', () => {
	const REQUEST = { promptType: 'simplify', input: { content: 'A long and winding text.' } } as const;

	/** The transform, in the editor as it was before the reload: its own registry and AI store. */
	async function transformInAnotherEditor(clientId: string) {
		const before = createRegistry();
		before.register(aiAssistantStore);
		await before.dispatch(aiAssistantStore).setPendingRequest(clientId, REQUEST);
	}

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
