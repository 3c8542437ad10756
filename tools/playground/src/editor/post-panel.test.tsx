import { createApi } from '@blockyard/api-client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { PostPanel } from './post-panel';

afterEach(cleanup);

const ROOT = 'http://playground.test/wp-json/';
const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CATEGORIES = [
	{ id: 2, name: 'News', slug: 'news' },
	{ id: 4, name: 'Travel', slug: 'travel' },
	{ id: 1, name: 'Uncategorized', slug: 'uncategorized' },
];
const OWLS = { id: 5, name: 'Owls', slug: 'owls' };

function renderPanel(fetch: typeof globalThis.fetch) {
	const store = createPlaygroundStore();
	store.setPost({ id: 9, title: 'Nine', excerpt: 'Old', tags: [5], categories: [1] });
	const host = createPlaygroundHost({ store, api: createApi({ root: ROOT, fetch }) });
	render(<PostPanel host={host} terms={{ categories: CATEGORIES, tags: [OWLS] }} />);
	return { store };
}

describe('<PostPanel />', () => {
	it('shows the excerpt, the tags by name and the categories checked, and edits the excerpt and categories', () => {
		const { store } = renderPanel(async () => json([]));
		const excerpt = screen.getByRole('textbox', { name: 'Excerpt' });
		expect((excerpt as HTMLTextAreaElement).value).toBe('Old');
		expect(screen.getByText('Owls')).toBeTruthy();
		expect((screen.getByRole('checkbox', { name: 'Uncategorized' }) as HTMLInputElement).checked).toBe(
			true
		);
		expect((screen.getByRole('checkbox', { name: 'Travel' }) as HTMLInputElement).checked).toBe(false);

		fireEvent.change(excerpt, { target: { value: 'About owls' } });
		fireEvent.click(screen.getByRole('checkbox', { name: 'Travel' }));
		fireEvent.click(screen.getByRole('checkbox', { name: 'Uncategorized' }));
		expect(store.getState().post).toMatchObject({ excerpt: 'About owls', tags: [5], categories: [4] });
	});

	it('makes a new tag as soon as its name is entered, and takes a known one by its id', async () => {
		const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
			const request = new Request(input, init);
			if (request.method === 'POST') {
				const { name } = (await request.json()) as { name: string };
				return json({ id: 12, name, slug: name.toLowerCase() }, 201);
			}
			return json([{ id: 7, name: 'Night', slug: 'night' }]);
		});
		const { store } = renderPanel(fetch);
		const input = screen.getByRole('combobox', { name: 'Tags' });

		fireEvent.change(input, { target: { value: 'Lisbon' } });
		fireEvent.keyDown(input, { key: 'Enter' });
		await vi.waitFor(() => expect(store.getState().post.tags).toEqual([5, 12]));
		const created = fetch.mock.calls
			.map(([request, init]) => new Request(request, init))
			.find((request) => request.method === 'POST');
		expect(new URL(created!.url).pathname).toBe('/wp-json/wp/v2/tags');
		expect(await screen.findByText('Lisbon')).toBeTruthy();

		// A name the field has seen (here, the tag already on the post) needs no request.
		const before = fetch.mock.calls.length;
		await act(async () => {
			fireEvent.change(input, { target: { value: 'owls' } });
			fireEvent.keyDown(input, { key: 'Enter' });
		});
		expect(store.getState().post.tags).toEqual([5, 12]);
		expect(
			fetch.mock.calls
				.slice(before)
				.some(([request, init]) => new Request(request, init).method === 'POST')
		).toBe(false);
	});

	it("takes the site's tag when the site says the name exists", async () => {
		const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) =>
			new Request(input, init).method === 'POST'
				? json(
						{
							code: 'term_exists',
							message: 'A term with the name provided already exists.',
							data: { status: 400, term_id: 30 },
						},
						400
					)
				: json([])
		);
		const { store } = renderPanel(fetch);
		const input = screen.getByRole('combobox', { name: 'Tags' });
		fireEvent.change(input, { target: { value: 'Porto' } });
		fireEvent.keyDown(input, { key: 'Enter' });
		await vi.waitFor(() => expect(store.getState().post.tags).toEqual([5, 30]));
		expect(store.getState().notices).toEqual([]);
	});

	it('names the tags set from elsewhere (an AI suggestion, an undo) by asking the site for them', async () => {
		const fetch = vi.fn<typeof globalThis.fetch>(async () =>
			json([{ id: 21, name: 'Honey', slug: 'honey' }])
		);
		const { store } = renderPanel(fetch);
		act(() => store.editPost({ tags: [5, 21] }));
		expect(await screen.findByText('Honey')).toBeTruthy();
		const asked = fetch.mock.calls.map(([input, init]) => new URL(new Request(input, init).url));
		expect(asked.map((url) => [url.pathname, url.searchParams.getAll('include[]')])).toEqual([
			['/wp-json/wp/v2/tags', ['21']],
		]);
	});
});
