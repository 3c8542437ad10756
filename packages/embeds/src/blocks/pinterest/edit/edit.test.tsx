// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { getBlockType, registerBlockType } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkedUrls, stubResolveRedirect } from '../../../embed/test/resolve-redirect-stub';
import { PINTEREST_BLOCK_NAME, registerPinterestBlock } from '../index';
import type { PinterestAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const ERROR = 'Sorry, this content could not be embedded.';
const PIN = 'https://www.pinterest.com/pin/99360735500167749/';
const BOARD = 'https://www.pinterest.com/maker/summer-recipes/';

const renderPinterest = (
	attributes: PinterestAttributes = {},
	options: { host?: null; clientId?: string } = {}
) =>
	renderBlockEdit<PinterestAttributes>({
		name: PINTEREST_BLOCK_NAME,
		register: registerPinterestBlock,
		attributes,
		...options,
	});
const input = () => screen.findByRole('textbox', { name: 'Pinterest URL' });
const paste = async (text: string) => {
	fireEvent.change(await input(), { target: { value: text } });
	fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
};

describe('the Pinterest edit', () => {
	it('starts with the URL form', async () => {
		renderPinterest();
		expect((await input()).getAttribute('placeholder')).toBe('Enter URL to embed here…');
		expect(
			screen.getAllByText('Paste a link to the content you want to display on your site.').length
		).toBeGreaterThan(0);
		expect(screen.getByRole('button', { name: 'Embed' })).toBeTruthy();
	});

	it('checks a pin with the provider, shows Embedding…, then the pin’s frame under the overlay', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = stubResolveRedirect(
			() =>
				new Promise<Response>((resolve) => {
					answer = resolve;
				})
		);
		const { attributes, container } = renderPinterest();
		await paste('https://www.pinterest.co.uk/pin/99360735500167749/');

		expect(await screen.findByText('Embedding…')).toBeTruthy();
		await waitFor(() =>
			expect(checkedUrls(fetchMock)).toEqual([`/wp-json/wpcom/v2/resolve-redirect/|${PIN}`])
		);
		await act(async () => answer(Response.json({ status: 200, url: PIN })));

		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes().url).toBe(PIN);
		const frame = container.querySelector('iframe');
		expect(frame?.getAttribute('src')).toBe(
			'https://assets.pinterest.com/ext/embed.html?id=99360735500167749'
		);
		expect(frame?.getAttribute('title')).toBe('Pinterest pin');
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('shows a board as a card with its link, under the overlay, and no frame or script', async () => {
		stubResolveRedirect();
		const { attributes, container } = renderPinterest();
		await paste(BOARD);
		await waitFor(() => expect(attributes().url).toBe(BOARD));
		expect(await screen.findByText('Pinterest board')).toBeTruthy();
		expect(screen.getByRole('link', { name: BOARD }).getAttribute('href')).toBe(BOARD);
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
		expect(container.querySelector('iframe, script')).toBeNull();
	});

	it('shows a profile as a card', async () => {
		renderPinterest({ url: 'https://www.pinterest.com/maker/' });
		expect(await screen.findByText('Pinterest profile')).toBeTruthy();
	});

	it('follows a pin.it short link through the provider and embeds where it leads', async () => {
		const fetchMock = stubResolveRedirect(() => Response.json({ status: 200, url: `${PIN}?utm=share` }));
		const { attributes } = renderPinterest();
		await paste('https://pin.it/3xAmPlE');
		await waitFor(() => expect(attributes().url).toBe(PIN));
		expect(checkedUrls(fetchMock)).toEqual([
			'/wp-json/wpcom/v2/resolve-redirect/|https://pin.it/3xAmPlE',
		]);
	});

	it('refuses a short link that leads anywhere but a pin, board or profile', async () => {
		stubResolveRedirect(() => Response.json({ status: 200, url: 'https://evil.test/pin/1/' }));
		const { attributes } = renderPinterest();
		await paste('https://pin.it/3xAmPlE');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(attributes().url).toBeUndefined();
	});

	it('refuses a short link without a provider to follow it', async () => {
		const { attributes } = renderPinterest({}, { host: null });
		await paste('https://pin.it/3xAmPlE');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(attributes().url).toBeUndefined();
	});

	it('shows the error with Convert block to link, which replaces the block with a linked paragraph', async () => {
		// The editor's paragraph, which Convert block to link creates (the core blocks are not registered here).
		if (!getBlockType('core/paragraph')) {
			registerBlockType<{ content?: string }>('core/paragraph', {
				apiVersion: 3,
				title: 'Paragraph',
				category: 'text',
				attributes: { content: { type: 'string' } },
				edit: () => null,
				save: () => null,
			});
		}
		const replaceBlock = vi
			.spyOn(dispatch(blockEditorStore), 'replaceBlock')
			.mockImplementation(async () => undefined);
		// No host: the registry's own block-editor store, whose replaceBlock is watched here.
		renderPinterest({}, { host: null, clientId: 'pin-1' });
		await paste('https://www.pinterest.com/search/pins/?q=pasta');

		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toContain(ERROR);
		fireEvent.click(within(alert).getByRole('button', { name: 'Convert block to link' }));
		expect(replaceBlock).toHaveBeenCalledTimes(1);
		const [clientId, block] = replaceBlock.mock.calls[0] as unknown as [
			string,
			{ name: string; attributes: { content: unknown } },
		];
		expect(clientId).toBe('pin-1');
		expect(block.name).toBe('core/paragraph');
		expect(String(block.attributes.content)).toBe(
			'<a href="https://www.pinterest.com/search/pins/?q=pasta">https://www.pinterest.com/search/pins/?q=pasta</a>'
		);
	});

	it('Edit URL reopens the form with the address', async () => {
		const { container } = renderPinterest({ url: PIN });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		fireEvent.click(
			within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', {
				name: 'Edit URL',
			})
		);
		expect(((await input()) as HTMLInputElement).value).toBe(PIN);
	});
});
