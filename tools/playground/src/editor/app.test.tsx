import { createApi } from '@blockyard/api-client';
import { registerBlockType, unregisterBlockType, type Block } from '@wordpress/blocks';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { NO_POST_DETAILS } from '../host/post-details';
import { App } from './app';
import { canvasStylesWith } from './canvas-styles';
import { createPlaygroundConnectionStore } from './connection-store';
import { writeDraft, type DraftStorage, type LocalDraft } from './local-draft';
import { createPageLeave } from './page-leave';

// The editor itself needs a real browser (its canvas is an iframe); the
// playground's browser check covers it. Here it only shows what it was given.
vi.mock('./editor', () => ({
	Editor: ({
		postId,
		initialBlocks,
		offeredDraft,
	}: {
		postId: number;
		initialBlocks: Block[];
		offeredDraft: LocalDraft | undefined;
	}) => (
		<p>
			{`editing post ${postId} (${initialBlocks.map((block) => block.name).join(', ') || 'no blocks'})`}
			{offeredDraft ? ', a backup offered' : ''}
		</p>
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

function memoryStorage(): DraftStorage {
	const items = new Map<string, string>();
	return {
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => void items.set(key, value),
		removeItem: (key) => void items.delete(key),
	};
}

function renderApp(
	fetch: typeof globalThis.fetch,
	postId: number | undefined,
	draftStorage: DraftStorage | undefined = undefined
) {
	const store = createPlaygroundStore();
	const api = createApi({ root: ROOT, fetch });
	const host = createPlaygroundHost({ store, api });
	// The connection has its own api: these tests count the post's requests.
	const connection = createPlaygroundConnectionStore(
		createApi({ root: ROOT, fetch: async () => json({ isRegistered: false }) })
	);
	render(
		<App
			api={api}
			connection={connection}
			store={store}
			host={host}
			postId={postId}
			pageLeave={createPageLeave(() => undefined)}
			draftStorage={draftStorage}
			canvasStyles={canvasStylesWith([])}
		/>
	);
	return { store };
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** The site's answer to the terms the editor loads with a post (`wp/v2/categories`, `wp/v2/tags`), or none for another address. */
function termsAnswer(input: RequestInfo | URL): Response | undefined {
	const url = urlOf(input);
	if (url.includes('/wp/v2/categories')) {
		return json([{ id: 2, name: 'News', slug: 'news' }]);
	}
	return url.includes('/wp/v2/tags') ? json([{ id: 5, name: 'Owls', slug: 'owls' }]) : undefined;
}

describe('App', () => {
	it('says why the post could not be loaded, and loads it on Retry', async () => {
		let serverUp = false;
		const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
			if (!serverUp) {
				throw new TypeError('fetch failed');
			}
			return (
				termsAnswer(input) ??
				(urlOf(input).includes('/settings')
					? json(settings)
					: json({
							id: 9,
							status: 'draft',
							modified: '',
							title: { raw: 'Nine' },
							content: { raw: '', rendered: '' },
							excerpt: { raw: 'About owls', rendered: '<p>About owls</p>\n' },
							tags: [5],
							categories: [2],
						}))
			);
		});
		const { store } = renderApp(fetch, 9);

		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toContain('The post could not be loaded.');
		expect(alert.textContent).toContain('Is the local provider running?');

		serverUp = true;
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		});
		// The post's excerpt and terms come with it.
		await vi.waitFor(() =>
			expect(store.getState().post).toEqual({
				id: 9,
				title: 'Nine',
				excerpt: 'About owls',
				tags: [5],
				categories: [2],
			})
		);
		const asked = fetch.mock.calls.map(([input]) => new URL(urlOf(input)));
		expect(
			asked.find((url) => url.pathname.endsWith('/wp/v2/tags'))?.searchParams.getAll('include[]')
		).toEqual(['5']);
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

	describe('with a backup of the post in the browser', () => {
		const PROMPT_BLOCK = '<!-- wp:blockyard-test/note {"text":"Write about owls"} /-->';
		beforeAll(() => {
			registerBlockType('blockyard-test/note', {
				title: 'Note',
				category: 'text',
				attributes: { text: { type: 'string' } },
				edit: () => null,
				save: () => null,
			});
		});
		afterAll(() => {
			unregisterBlockType('blockyard-test/note');
		});
		const server = async (input: RequestInfo | URL) =>
			termsAnswer(input) ??
			(urlOf(input).includes('/settings')
				? json(settings)
				: json({
						id: 9,
						status: 'draft',
						modified: '',
						title: { raw: 'Nine' },
						content: { raw: '', rendered: '' },
					}));
		const draft = (changes: Partial<LocalDraft> = {}): LocalDraft => ({
			postId: 9,
			title: 'Nine, edited',
			content: PROMPT_BLOCK,
			base: { title: 'Nine', content: '' },
			savedAt: Date.now() - 5_000,
			roundTrip: true,
			...changes,
		});

		it('brings back what was kept for a round trip (Connect), and says so', async () => {
			const storage = memoryStorage();
			writeDraft(storage, draft());
			const { store } = renderApp(server, 9, storage);

			expect(await screen.findByText('editing post 9 (blockyard-test/note)')).toBeTruthy();
			expect(store.getState().post.title).toBe('Nine, edited');
			expect(store.getState().notices).toMatchObject([
				{ status: 'info', message: expect.stringContaining('Your unsaved changes are back') },
			]);
		});

		it('offers any other backup that differs from the post, and loads the post as saved', async () => {
			const storage = memoryStorage();
			writeDraft(storage, draft({ roundTrip: false }));
			const { store } = renderApp(server, 9, storage);

			expect(await screen.findByText('editing post 9 (no blocks), a backup offered')).toBeTruthy();
			expect(store.getState().post.title).toBe('Nine');
			expect(store.getState().notices).toEqual([]);
		});

		it('brings back the excerpt and terms a round trip kept, with its blocks', async () => {
			const storage = memoryStorage();
			const details = { excerpt: 'Owls at night.', tags: [5], categories: [2] };
			writeDraft(
				storage,
				draft({ details, base: { title: 'Nine', content: '', details: NO_POST_DETAILS } })
			);
			const { store } = renderApp(server, 9, storage);

			expect(await screen.findByText('editing post 9 (blockyard-test/note)')).toBeTruthy();
			expect(store.getState().post).toMatchObject(details);
		});

		it('offers a backup that differs from the post only in its excerpt', async () => {
			const storage = memoryStorage();
			writeDraft(
				storage,
				draft({
					title: 'Nine',
					content: '',
					details: { ...NO_POST_DETAILS, excerpt: 'Owls at night.' },
					roundTrip: false,
				})
			);
			const { store } = renderApp(server, 9, storage);

			expect(await screen.findByText('editing post 9 (no blocks), a backup offered')).toBeTruthy();
			expect(store.getState().post.excerpt).toBe('');
		});

		it('offers, not restores, a round trip whose post was saved elsewhere since', async () => {
			const storage = memoryStorage();
			writeDraft(storage, draft({ base: { title: 'Nine', content: '<!-- wp:separator /-->' } }));
			renderApp(server, 9, storage);

			expect(await screen.findByText('editing post 9 (no blocks), a backup offered')).toBeTruthy();
		});
	});
});
