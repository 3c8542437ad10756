// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { cleanUpAddressEmbed, renderAddressEmbed } from '../../../embed/test/render-address-embed';
import { checkedUrls, stubResolveRedirect } from '../../../embed/test/resolve-redirect-stub';
import { PINTEREST_BLOCK_NAME, registerPinterestBlock } from '../index';
import type { PinterestAttributes } from '../types';

afterEach(cleanUpAddressEmbed);

const ERROR = 'Sorry, this content could not be embedded.';
const PIN = 'https://www.pinterest.com/pin/99360735500167749/';
const BOARD = 'https://www.pinterest.com/maker/summer-recipes/';

const renderPinterest = (
	attributes: PinterestAttributes = {},
	options: { host?: null; clientId?: string; watchConvertToLink?: boolean } = {}
) =>
	renderAddressEmbed<PinterestAttributes>({
		name: PINTEREST_BLOCK_NAME,
		register: registerPinterestBlock,
		inputLabel: 'Pinterest URL',
		attributes,
		...options,
	});

describe('the Pinterest edit', () => {
	it('starts with the URL form', async () => {
		const { input } = renderPinterest();
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
		const { attributes, container, paste } = renderPinterest();
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
		const { attributes, container, paste } = renderPinterest();
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
		const { attributes, paste } = renderPinterest();
		await paste('https://pin.it/3xAmPlE');
		await waitFor(() => expect(attributes().url).toBe(PIN));
		expect(checkedUrls(fetchMock)).toEqual([
			'/wp-json/wpcom/v2/resolve-redirect/|https://pin.it/3xAmPlE',
		]);
	});

	it('refuses a short link that leads anywhere but a pin, board or profile', async () => {
		stubResolveRedirect(() => Response.json({ status: 200, url: 'https://evil.test/pin/1/' }));
		const { attributes, paste } = renderPinterest();
		await paste('https://pin.it/3xAmPlE');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(attributes().url).toBeUndefined();
	});

	it('refuses a short link without a provider to follow it', async () => {
		const { attributes, paste } = renderPinterest({}, { host: null });
		await paste('https://pin.it/3xAmPlE');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(attributes().url).toBeUndefined();
	});

	it('shows the error with Convert block to link, which replaces the block with a linked paragraph', async () => {
		// No host: the registry's own block-editor store, whose replaceBlock is watched here.
		const view = renderPinterest({}, { host: null, clientId: 'pin-1', watchConvertToLink: true });
		await view.paste('https://www.pinterest.com/search/pins/?q=pasta');

		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toContain(ERROR);
		fireEvent.click(within(alert).getByRole('button', { name: 'Convert block to link' }));
		expect(view.replacements()).toEqual([
			{
				clientId: 'pin-1',
				name: 'core/paragraph',
				content:
					'<a href="https://www.pinterest.com/search/pins/?q=pasta">https://www.pinterest.com/search/pins/?q=pasta</a>',
			},
		]);
	});

	it('Edit URL reopens the form with the address', async () => {
		const { container, input } = renderPinterest({ url: PIN });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		fireEvent.click(
			within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', {
				name: 'Edit URL',
			})
		);
		expect(((await input()) as HTMLInputElement).value).toBe(PIN);
	});
});
