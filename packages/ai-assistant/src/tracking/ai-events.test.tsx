import { ANN, testConnectionStore } from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import type { HostTrackingEvent } from '@blockyard/ui';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAiRequest, type RunOptions, type SentRequest } from '../request/use-ai-request';
import { createFakeAiService, type FakeAiService } from '../test/fake-ai-service';
import { AI_SITE, createTestHost, renderWithHost } from '../test/test-host';
import { AI_EVENTS } from './ai-events';

const SENT: SentRequest = {
	request: { promptType: 'summarize', input: { content: 'A long text about kites.' } },
	history: [],
};

let service: FakeAiService;

beforeEach(() => {
	service = createFakeAiService();
});

afterEach(cleanup);

/** `useAiRequest` in an editor whose host records events, below the page's connection store. */
function renderRequest({ isUserConnected = true } = {}) {
	const track = vi.fn<(event: HostTrackingEvent) => void>();
	const host = { ...createTestHost({ fetch: service.fetch, site: AI_SITE }), track };
	const latest: { current: ReturnType<typeof useAiRequest> | undefined } = { current: undefined };
	function Probe() {
		latest.current = useAiRequest({ onDone: () => undefined, onFail: () => undefined });
		return null;
	}
	renderWithHost(
		<ConnectionProvider store={testConnectionStore({ isUserConnected })}>
			<Probe />
		</ConnectionProvider>,
		host
	);
	const run = (options?: RunOptions) =>
		act(async () => {
			void latest.current?.run(SENT, options);
			await new Promise((resolve) => setTimeout(resolve, 0));
		});
	const retry = () =>
		act(async () => {
			latest.current?.retry();
			await new Promise((resolve) => setTimeout(resolve, 0));
		});
	return { track, run, retry };
}

describe('the AI usage events', () => {
	it('record each request of a connected user, with its feature and prompt type', async () => {
		const { track, run } = renderRequest();

		await run();
		await run({ feature: 'jetpack-form-ai-extension' });

		expect(track.mock.calls.map(([event]) => event)).toEqual([
			{
				name: AI_EVENTS.request,
				props: { feature: 'ai-assistant', prompt_type: 'summarize', retry: false },
				user: ANN,
			},
			{
				name: AI_EVENTS.request,
				props: { feature: 'jetpack-form-ai-extension', prompt_type: 'summarize', retry: false },
				user: ANN,
			},
		]);
	});

	it('record a failed request with its error code, and a Retry as a retry', async () => {
		service.replyNext('query', { status: 503 });
		const { track, run, retry } = renderRequest();

		await run();
		await retry();

		expect(track.mock.calls.map(([event]) => [event.name, event.props])).toEqual([
			[AI_EVENTS.request, { feature: 'ai-assistant', prompt_type: 'summarize', retry: false }],
			[
				AI_EVENTS.requestError,
				{ feature: 'ai-assistant', prompt_type: 'summarize', code: 'error_service_unavailable' },
			],
			[AI_EVENTS.request, { feature: 'ai-assistant', prompt_type: 'summarize', retry: true }],
		]);
	});

	it('record nothing for a user who is not connected (an atomic site lets them ask anyway)', async () => {
		const { track, run } = renderRequest({ isUserConnected: false });

		await run();

		expect(service.requestsTo('query')).toHaveLength(1);
		expect(track).not.toHaveBeenCalled();
	});

	it('carry nothing the user wrote', async () => {
		const { track, run } = renderRequest();
		await run();
		expect(JSON.stringify(track.mock.calls)).not.toContain('kites');
	});
});
