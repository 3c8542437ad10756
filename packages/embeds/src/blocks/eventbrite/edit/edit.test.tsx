// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkedUrls, stubResolveRedirect } from '../../../embed/test/resolve-redirect-stub';
import { registerEmbedsBlocks } from '../../../index';
import { EVENTBRITE_BLOCK_NAME } from '../index';
import type { EventbriteAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const ERROR = 'Sorry, this content could not be embedded.';
const PAGE = 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012';
const CHECKOUT = 'https://www.eventbrite.com/checkout-external?eid=123456789012';

const renderEventbrite = (attributes: Partial<EventbriteAttributes> = {}) =>
	renderBlockEdit<EventbriteAttributes>({
		name: EVENTBRITE_BLOCK_NAME,
		register: registerEmbedsBlocks,
		attributes: { style: 'inline', ...attributes },
	});
const input = () => screen.findByRole('textbox', { name: 'Eventbrite event URL' });
const paste = async (text: string) => {
	fireEvent.change(await input(), { target: { value: text } });
	fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
};

describe('the Eventbrite edit', () => {
	it('starts with the placeholder asking for an event link', async () => {
		renderEventbrite();
		expect(
			(await screen.findAllByText('Paste a link to an Eventbrite event to embed ticket checkout.'))
				.length
		).toBeGreaterThan(0);
		expect((await input()).getAttribute('placeholder')).toBe('Enter an event URL to embed here…');
		expect(screen.getByRole('button', { name: 'Embed' })).toBeTruthy();
	});

	it('checks the event page, shows Embedding…, then the checkout with its id', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = stubResolveRedirect(
			() =>
				new Promise<Response>((resolve) => {
					answer = resolve;
				})
		);
		const { attributes, container } = renderEventbrite();
		await paste(`${PAGE}?aff=ebdssbdestsearch`);
		expect(await screen.findByText('Embedding…')).toBeTruthy();
		await waitFor(() =>
			expect(checkedUrls(fetchMock)).toEqual([`/wp-json/wpcom/v2/resolve-redirect/|${PAGE}`])
		);
		await act(async () => answer(Response.json({ status: 200, url: PAGE })));

		await waitFor(() => expect(container.querySelector('iframe')?.getAttribute('src')).toBe(CHECKOUT));
		expect(attributes()).toMatchObject({ url: PAGE, eventId: 123456789012 });
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('clears the url and the id when the check fails, with the error and Convert block to link', async () => {
		stubResolveRedirect(404);
		const { attributes } = renderEventbrite({ url: PAGE, eventId: 123456789012 });
		fireEvent.click(
			within(await screen.findByRole('toolbar', { name: 'Block tools' })).getByRole('button', {
				name: 'Edit URL',
			})
		);
		await paste('https://www.eventbrite.com/e/other-tickets-987654321');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(screen.getByRole('button', { name: 'Convert block to link' })).toBeTruthy();
		expect(attributes().url).toBeUndefined();
		expect(attributes().eventId).toBeUndefined();
	});

	it('returns to the form, with the error, for an address that is not an event page', async () => {
		const fetchMock = stubResolveRedirect();
		renderEventbrite();
		await paste('https://www.eventbrite.com/o/an-organiser-123');
		expect((await screen.findByRole('alert')).textContent).toContain(ERROR);
		expect(((await input()) as HTMLInputElement).value).toBe(
			'https://www.eventbrite.com/o/an-organiser-123'
		);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('chooses the embed type in the sidebar: Button & Modal shows no frame', async () => {
		const { attributes, container } = renderEventbrite({ url: PAGE, eventId: 123456789012 });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		const sidebar = within(screen.getByRole('complementary', { name: 'Settings' }));
		expect(sidebar.getByRole('button', { name: 'In-page Embed' }).getAttribute('aria-pressed')).toBe(
			'true'
		);
		fireEvent.click(sidebar.getByRole('button', { name: 'Button & Modal' }));
		expect(attributes().style).toBe('modal');
		expect(container.querySelector('iframe')).toBeNull();
	});
});
