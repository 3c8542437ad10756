// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkedUrls, stubResolveRedirect } from '../../../embed/test/resolve-redirect-stub';
import { registerEmbedsBlocks } from '../../../index';
import { CALENDLY_BLOCK_NAME } from '../index';
import type { CalendlyAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const ERROR = "Your calendar couldn't be embedded. Please double check your URL or code.";
const PAGE = 'https://calendly.com/team/30min';

const renderCalendly = (attributes: Partial<CalendlyAttributes> = {}) =>
	renderBlockEdit<CalendlyAttributes>({
		name: CALENDLY_BLOCK_NAME,
		register: registerEmbedsBlocks,
		attributes: {
			style: 'inline',
			backgroundColor: 'ffffff',
			primaryColor: '00A2FF',
			textColor: '4D5055',
			hideEventTypeDetails: false,
			...attributes,
		},
	});
const input = () => screen.findByRole('textbox', { name: 'Calendly web address or embed code' });
const paste = async (text: string) => {
	fireEvent.change(await input(), { target: { value: text } });
	fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
};

describe('the Calendly edit', () => {
	it('starts with the placeholder: the instruction, the field, Embed and the help link', async () => {
		stubResolveRedirect();
		renderCalendly();
		expect(
			(await screen.findAllByText('Enter your Calendly web address or embed code below.')).length
		).toBeGreaterThan(0);
		expect((await input()).getAttribute('placeholder')).toBe('Calendly web address or embed code');
		expect(screen.getByRole('button', { name: 'Embed' })).toBeTruthy();
		expect(screen.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
			'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview'
		);
	});

	it('checks a pasted embed code’s page, shows Embedding…, then the page inline with its colours', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = stubResolveRedirect(
			() =>
				new Promise<Response>((resolve) => {
					answer = resolve;
				})
		);
		const { attributes, container } = renderCalendly();
		await paste(
			`<div class="calendly-inline-widget" data-url="${PAGE}?primary_color=ff0000" style="height:700px"></div><script src="https://assets.calendly.com/assets/external/widget.js"></script>`
		);
		expect(await screen.findByText('Embedding…')).toBeTruthy();
		await waitFor(() =>
			expect(checkedUrls(fetchMock)).toEqual([`/wp-json/wpcom/v2/resolve-redirect/|${PAGE}`])
		);
		await act(async () => answer(Response.json({ status: 200, url: PAGE })));

		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes()).toMatchObject({ url: PAGE, style: 'inline', primaryColor: 'ff0000' });
		const src = new URL(container.querySelector('iframe')?.getAttribute('src') ?? '');
		expect(src.origin + src.pathname).toBe(PAGE);
		expect(src.searchParams.get('embed_domain')).toBe(window.location.host);
		expect(src.searchParams.get('embed_type')).toBe('Inline');
		expect(src.searchParams.get('primary_color')).toBe('ff0000');
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('clears the address and shows the error when the page does not answer', async () => {
		stubResolveRedirect(404);
		const { attributes } = renderCalendly();
		await paste(PAGE);
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(attributes().url).toBeUndefined();
		expect(((await input()) as HTMLInputElement).value).toBe(PAGE);
	});

	it('shows the error at once, asking nothing, for text without Calendly’s address', async () => {
		const fetchMock = stubResolveRedirect();
		renderCalendly();
		await paste('https://calendly.com.evil.test/team');
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('checks a saved page again on load, and clears it when it no longer answers', async () => {
		const fetchMock = stubResolveRedirect(404);
		const { attributes } = renderCalendly({ url: PAGE });
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(checkedUrls(fetchMock)).toEqual([`/wp-json/wpcom/v2/resolve-redirect/|${PAGE}`]);
		expect(attributes().url).toBeUndefined();
	});

	it('does not check the example page, nor a page shown as a link', async () => {
		const fetchMock = stubResolveRedirect(404);
		const example = renderCalendly({ url: 'https://calendly.com/blockyard-example/30min' });
		await waitFor(() => expect(example.container.querySelector('iframe')).toBeTruthy());
		cleanup();
		renderCalendly({ url: PAGE, style: 'link' });
		await screen.findByRole('button', { name: 'Calendar settings' });
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('has Styles and Calendar settings: another page, Hide event type details', async () => {
		stubResolveRedirect();
		const { attributes, container } = renderCalendly({ url: PAGE });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		const sidebar = within(screen.getByRole('complementary', { name: 'Settings' }));

		fireEvent.click(sidebar.getByRole('checkbox', { name: 'Hide event type details' }));
		expect(attributes().hideEventTypeDetails).toBe(true);
		await waitFor(() =>
			expect(container.querySelector('iframe')?.getAttribute('src')).toContain(
				'hide_event_type_details=1'
			)
		);

		fireEvent.change(sidebar.getByRole('textbox', { name: 'Calendly web address or embed code' }), {
			target: { value: 'calendly.com/other' },
		});
		fireEvent.click(sidebar.getByRole('button', { name: 'Embed' }));
		await waitFor(() => expect(attributes().url).toBe('https://calendly.com/other'));

		fireEvent.click(sidebar.getByRole('button', { name: 'Link' }));
		expect(attributes().style).toBe('link');
		expect(container.querySelector('iframe')).toBeNull();
	});

	it('reopens the form with the page from the toolbar’s Edit', async () => {
		stubResolveRedirect();
		const { container } = renderCalendly({ url: PAGE });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		fireEvent.click(
			within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', { name: 'Edit' })
		);
		expect(((await input()) as HTMLInputElement).value).toBe(PAGE);
	});
});
