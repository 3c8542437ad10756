import { createApi } from '@blockyard/api-client';
import type { Block } from '@wordpress/blocks';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { App } from './app';
import { createPlaygroundConnectionStore } from './connection-store';

// The editor itself needs a real browser (its canvas is an iframe); the
// playground's browser check covers it. Here it only shows what it was given.
vi.mock('./editor', () => ({
	Editor: ({ postId, initialBlocks }: { postId: number; initialBlocks: Block[] }) => (
		<p>{`editing post ${postId} (${initialBlocks.length} blocks)`}</p>
	),
}));

afterEach(cleanup);

const ROOT = 'http://playground.test/wp-json/';

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const settings = {
	title: 'Test site',
	language: 'de_DE',
	start_of_week: 1,
	time_format: 'H:i',
	date_format: 'j. F Y',
	timezone: 'Europe/Berlin',
};

function renderApp(fetch: typeof globalThis.fetch, postId: number | undefined) {
	const store = createPlaygroundStore();
	const api = createApi({ root: ROOT, fetch });
	const host = createPlaygroundHost({ store, api });
	// The connection has its own api: these tests count the post's requests.
	const connection = createPlaygroundConnectionStore(
		createApi({ root: ROOT, fetch: async () => json({ isRegistered: false }) })
	);
	render(<App api={api} connection={connection} store={store} host={host} postId={postId} />);
	return { store };
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

describe('App', () => {
	it('says why the post could not be loaded, and loads it on Retry', async () => {
		let serverUp = false;
		const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
			if (!serverUp) {
				throw new TypeError('fetch failed');
			}
			return urlOf(input).includes('/settings')
				? json(settings)
				: json({
						id: 9,
						status: 'draft',
						modified: '',
						title: { raw: 'Nine' },
						content: { raw: '', rendered: '' },
					});
		});
		const { store } = renderApp(fetch, 9);

		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toContain('The post could not be loaded.');
		expect(alert.textContent).toContain('Is the local provider running?');

		serverUp = true;
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		});
		await vi.waitFor(() => expect(store.getState().post).toEqual({ id: 9, title: 'Nine' }));
		expect(store.getState().site.locale).toBe('de_DE');
		expect(screen.queryByRole('alert')).toBeNull();
		expect(await screen.findByText(/^editing post 9/)).toBeTruthy();
	});

	it('names a post that does not exist', async () => {
		renderApp(async () => json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, 404), 9);
		expect((await screen.findByRole('alert')).textContent).toContain('There is no post with the id 9.');
	});

	it('explains a bad ?post= without asking the server', async () => {
		const fetch = vi.fn<typeof globalThis.fetch>();
		renderApp(fetch, undefined);
		expect((await screen.findByRole('alert')).textContent).toContain('no valid post id');
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
		expect(fetch).not.toHaveBeenCalled();
	});
});
