// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkedUrls, stubResolveRedirect } from '../../../embed/test/resolve-redirect-stub';
import { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from '../index';
import type { GoogleCalendarAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";
const SHARE_LINK = 'https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ';
const EMBED_URL = 'https://calendar.google.com/calendar/embed?src=team%40example.com';

const renderCalendar = (attributes: Partial<GoogleCalendarAttributes> = {}) =>
	renderBlockEdit<GoogleCalendarAttributes>({
		name: GOOGLE_CALENDAR_BLOCK_NAME,
		register: registerGoogleCalendarBlock,
		attributes: { height: 600, ...attributes },
	});
const input = () => screen.findByRole('textbox', { name: 'Google Calendar public URL or embed code' });
const paste = async (text: string) => {
	fireEvent.change(await input(), { target: { value: text } });
	fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
};

describe('the Google Calendar edit', () => {
	it('starts with the placeholder: two instructions, the field, Embed and Learn more', async () => {
		renderCalendar();
		const field = await input();
		expect(field.tagName).toBe('TEXTAREA');
		expect(field.getAttribute('placeholder')).toBe('Enter URL or iframe to embed here…');
		expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
			'Enable the permissions for the calendar you want to share.',
			'Paste the embed code you copied from your Google Calendar below.',
		]);
		expect(screen.getByRole('button', { name: 'Embed' })).toBeTruthy();
		expect(screen.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
			'https://support.google.com/calendar/answer/41207'
		);
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('checks a share link’s embed address with the provider, shows Embedding…, then the calendar', async () => {
		let answer: (response: Response) => void = () => undefined;
		const fetchMock = stubResolveRedirect(
			(url) =>
				new Promise<Response>((resolve) => {
					answer = resolve;
					void url;
				})
		);
		const { attributes, container } = renderCalendar();
		await paste(SHARE_LINK);

		expect(await screen.findByText('Embedding…')).toBeTruthy();
		await waitFor(() =>
			expect(checkedUrls(fetchMock)).toEqual([`/wp-json/wpcom/v2/resolve-redirect/|${EMBED_URL}`])
		);
		expect(attributes().url).toBeUndefined();

		await act(async () => answer(Response.json({ status: 200, url: EMBED_URL })));

		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes().url).toBe(EMBED_URL);
		const frame = container.querySelector('iframe');
		expect(frame?.getAttribute('src')).toBe(EMBED_URL);
		expect(frame?.getAttribute('title')).toBe('Google Calendar');
		expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('takes an embed code’s height with its address', async () => {
		stubResolveRedirect();
		const { attributes } = renderCalendar();
		await paste(`<iframe src="${EMBED_URL}" height="450" onload="alert(1)"></iframe>`);
		await waitFor(() => expect(attributes().url).toBe(EMBED_URL));
		expect(attributes().height).toBe(450);
	});

	it('shows the error and keeps what was typed when the provider cannot reach the address', async () => {
		stubResolveRedirect(404);
		const { attributes } = renderCalendar();
		await paste(EMBED_URL);

		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(((await input()) as HTMLTextAreaElement).value).toBe(EMBED_URL);
		expect(attributes().url).toBeUndefined();
	});

	it('shows the error at once, asking nothing, for text that is not a calendar', async () => {
		const fetchMock = stubResolveRedirect();
		renderCalendar();
		await paste('https://calendar.google.com.evil.test/calendar/embed?src=a');

		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(((await input()) as HTMLTextAreaElement).value).toBe(
			'https://calendar.google.com.evil.test/calendar/embed?src=a'
		);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('embeds on Enter in its text area, where Shift+Enter starts a new line', async () => {
		const fetchMock = stubResolveRedirect();
		renderCalendar();
		const field = await input();
		fireEvent.change(field, {
			target: { value: 'https://calendar.google.com.evil.test/calendar/embed?src=a' },
		});
		expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true);
		expect(screen.queryByRole('alert')).toBeNull();

		expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('puts the overlay back when the block is deselected, and Edit reopens the form with the address', async () => {
		const { container, select } = renderCalendar({ url: EMBED_URL });
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());

		fireEvent.mouseUp(screen.getByTestId('embed-overlay'));
		expect(screen.queryByTestId('embed-overlay')).toBeNull();
		act(() => select(false));
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
		act(() => select(true));

		fireEvent.click(
			within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', { name: 'Edit' })
		);
		expect(((await input()) as HTMLTextAreaElement).value).toBe(EMBED_URL);
	});

	it('has Calendar settings: another address or code, and the height', async () => {
		stubResolveRedirect();
		const { attributes } = renderCalendar({ url: EMBED_URL });
		const sidebar = within(await screen.findByRole('complementary', { name: 'Settings' }));
		expect(await sidebar.findByRole('button', { name: 'Calendar settings' })).toBeTruthy();

		fireEvent.change(sidebar.getByRole('spinbutton', { name: 'Height (pixels)' }), {
			target: { value: '450' },
		});
		expect(attributes().height).toBe(450);
		fireEvent.change(sidebar.getByRole('spinbutton', { name: 'Height (pixels)' }), {
			target: { value: '5' },
		});
		expect(attributes().height).toBe(450);

		fireEvent.change(sidebar.getByRole('textbox', { name: 'Public URL or embed code' }), {
			target: { value: 'https://calendar.google.com/calendar/embed?src=other%40example.com' },
		});
		fireEvent.click(sidebar.getByRole('button', { name: 'Embed' }));
		await waitFor(() =>
			expect(attributes().url).toBe(
				'https://calendar.google.com/calendar/embed?src=other%40example.com'
			)
		);
	});
});
