// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GIF_BLOCK_NAME, registerGifBlock } from '../index';
import type { GifAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const gif = (id: string, title: string, width = 160, height = 120) => ({
	id,
	title,
	embed_url: `https://giphy.com/embed/${id}`,
	images: {
		original: {
			url: `https://media.giphy.com/media/${id}/giphy.gif`,
			width: String(width),
			height: String(height),
		},
		downsized_still: { url: `https://media.giphy.com/media/${id}/giphy_s.gif` },
	},
});

/** The provider's GIF routes, answered from `answers` by path; returns the mock. */
function stubGifs(answer: (path: string, query: URLSearchParams) => Response | Promise<Response>) {
	const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		return answer(url.pathname, url.searchParams);
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}
const asked = (fetchMock: ReturnType<typeof stubGifs>) =>
	fetchMock.mock.calls.map(([input]) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		return `${url.pathname}${url.search}`;
	});

const renderGif = (attributes: Partial<GifAttributes> = {}) =>
	renderBlockEdit<GifAttributes>({
		name: GIF_BLOCK_NAME,
		register: registerGifBlock,
		attributes: { align: 'center', paddingTop: '56.2%', ...attributes },
	});
const field = () => screen.findByRole('textbox', { name: 'Search for a term or paste a Giphy URL' });
const search = async (text: string) => {
	fireEvent.change(await field(), { target: { value: text } });
	fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('the GIF edit', () => {
	it('searches for words (ten at most) through the provider and applies the first GIF', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = stubGifs(() => new Promise<Response>((resolve) => (answer = resolve)));
		const { attributes, container } = renderGif();
		expect((await field()).getAttribute('placeholder')).toBe('Search for a term or paste a Giphy URL');
		await search('bounce');

		await waitFor(() =>
			expect(asked(fetchMock)).toEqual(['/wp-json/wpcom/v2/gif/search?q=bounce&limit=10'])
		);
		expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-disabled')).toBe('true');
		expect(attributes().imageUrl).toBeUndefined();

		await act(async () =>
			answer(
				Response.json({ data: [gif('ball1', 'Bouncing ball'), gif('ball2', 'Ball game', 200, 100)] })
			)
		);

		await waitFor(() => expect(container.querySelector('img')).toBeTruthy());
		expect(attributes()).toMatchObject({
			giphyUrl: 'https://giphy.com/embed/ball1',
			imageUrl: 'https://media.giphy.com/media/ball1/giphy.gif',
			alt: 'Bouncing ball',
			searchText: 'bounce',
			paddingTop: '75%',
		});
		expect(container.querySelector('img')?.getAttribute('alt')).toBe('Bouncing ball');
		expect(container.querySelector('iframe')).toBeNull();

		// More than one result: the thumbnails; clicking one chooses it.
		const thumbnails = within(screen.getByRole('group', { name: 'GIFs found' })).getAllByRole('button');
		expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
			'Bouncing ball',
			'Ball game',
		]);
		expect(thumbnails[0]?.getAttribute('aria-pressed')).toBe('true');
		fireEvent.click(screen.getByRole('button', { name: 'Ball game' }));
		expect(attributes()).toMatchObject({
			giphyUrl: 'https://giphy.com/embed/ball2',
			imageUrl: 'https://media.giphy.com/media/ball2/giphy.gif',
			alt: 'Ball game',
			paddingTop: '50%',
		});
	});

	it('looks a pasted GIF address up by its id, and shows no thumbnails for one GIF', async () => {
		const fetchMock = stubGifs(() => Response.json({ data: gif('JIX9t2j0ZTN9S', 'Cat dance') }));
		const { attributes } = renderGif();
		await search('https://giphy.com/gifs/cat-dance-JIX9t2j0ZTN9S');

		await waitFor(() => expect(attributes().giphyUrl).toBe('https://giphy.com/embed/JIX9t2j0ZTN9S'));
		expect(asked(fetchMock)).toEqual(['/wp-json/wpcom/v2/gif/JIX9t2j0ZTN9S']);
		expect(screen.queryByRole('group', { name: 'GIFs found' })).toBeNull();
		expect(screen.getByRole('textbox', { name: 'GIF caption' })).toBeTruthy();
	});

	it('shows the provider’s error as a notice and loses nothing', async () => {
		stubGifs(() =>
			Response.json(
				{ code: 'gif_service_down', message: 'The GIF service is not answering.' },
				{ status: 502 }
			)
		);
		const { attributes } = renderGif({
			giphyUrl: 'https://giphy.com/embed/a1',
			imageUrl: 'https://media.giphy.com/media/a1/giphy.gif',
			searchText: 'cats',
			alt: 'Cat',
		});
		await search('dogs');

		// The service's words, without the HTTP status.
		expect(await screen.findByText('The GIF service is not answering.')).toBeTruthy();
		expect(screen.queryByText(/\(502\)/)).toBeNull();
		expect(attributes()).toMatchObject({
			imageUrl: 'https://media.giphy.com/media/a1/giphy.gif',
			searchText: 'cats',
		});
		expect(await field()).toHaveProperty('value', 'dogs');
	});

	it('says so when nothing is found', async () => {
		stubGifs(() => Response.json({ data: [] }));
		const { attributes } = renderGif();
		await search('zzzz');
		expect(await screen.findByText('No GIFs were found. Try other words.')).toBeTruthy();
		expect(attributes().imageUrl).toBeUndefined();
	});

	it('does not take an answer that is not the provider’s shape', async () => {
		stubGifs(() => Response.json({ data: [{ id: 'x', images: {} }] }));
		const { attributes } = renderGif();
		await search('cats');
		await waitFor(() =>
			expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-disabled')).toBe('false')
		);
		expect(document.querySelector('.components-notice.is-error')).toBeTruthy();
		expect(attributes().imageUrl).toBeUndefined();
	});
});
