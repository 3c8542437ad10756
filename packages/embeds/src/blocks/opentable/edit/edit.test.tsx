// The edit previews the widget's iframe, which happy-dom tries to load: jsdom here.
// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { OPENTABLE_BLOCK_NAME, registerOpenTableBlock } from '../index';
import type { OpenTableAttributes } from '../types';

// jsdom lays nothing out and has no scrollIntoView, which the field calls to show the
// suggestion it selects (the first match, for Enter).
beforeAll(() => {
	Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const RESTAURANTS = [
	{ rid: 1002, name: 'Pizzeria Gutenberg' },
	{ rid: 1005, name: 'Pizza Palace' },
];

/** OpenTable's restaurant search, answering every query with `RESTAURANTS` whose name holds it. */
function stubSearch() {
	const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		const query = (url.searchParams.get('query') ?? '').toLowerCase();
		return Response.json({ items: RESTAURANTS.filter(({ name }) => name.toLowerCase().includes(query)) });
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}
const queries = (fetchMock: ReturnType<typeof stubSearch>) =>
	fetchMock.mock.calls.map(([input]) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		return `${url.origin}${url.pathname}?${url.searchParams.toString()}`;
	});

const DEFAULTS: OpenTableAttributes = {
	rid: [],
	style: 'standard',
	iframe: true,
	domain: 'com',
	newtab: false,
	negativeMargin: false,
};
const renderOpenTable = (attributes: Partial<OpenTableAttributes> = {}) =>
	renderBlockEdit<OpenTableAttributes>({
		name: OPENTABLE_BLOCK_NAME,
		register: registerOpenTableBlock,
		attributes: { ...DEFAULTS, ...attributes },
	});
const picker = () => screen.findByRole('combobox', { name: 'Restaurants' });
const type = async (text: string) => fireEvent.change(await picker(), { target: { value: text } });

describe('the OpenTable edit', () => {
	it('starts with the restaurant picker, Embed, Sign up and Learn more', async () => {
		renderOpenTable();
		expect(await picker()).toBeTruthy();
		expect(
			screen.getAllByText(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.'
			)
		).not.toHaveLength(0);
		expect(screen.getByRole('button', { name: 'Embed' })).toBeTruthy();
		expect(screen.getByRole('link', { name: /Sign up/ }).getAttribute('href')).toBe(
			'https://restaurant.opentable.com/get-started/'
		);
		expect(screen.getByRole('link', { name: /Learn more/ })).toBeTruthy();
	});

	it('searches OpenTable for 20 restaurants at most once every 500 ms, picks one and embeds the widget', async () => {
		const fetchMock = stubSearch();
		const { attributes, container } = renderOpenTable();
		const started = Date.now();
		await type('P');
		await type('Pi');
		await type('Piz');
		await type('Pizz');
		const typing = Date.now() - started;
		// The first text at once, the last when the wait ends; never two within 500 ms.
		const last = 'https://www.opentable.com/widget/reservation/restaurant-search?query=Pizz&pageSize=20';
		await waitFor(() => expect(queries(fetchMock).at(-1)).toBe(last), { timeout: 5000 });
		expect(queries(fetchMock)[0]).toBe(
			'https://www.opentable.com/widget/reservation/restaurant-search?query=P&pageSize=20'
		);
		// One search at once, then at most one for each 500 ms the typing took, and the last.
		expect(queries(fetchMock).length).toBeLessThanOrEqual(2 + Math.floor(typing / 500));

		const options = await screen.findAllByRole('option');
		expect(options.map((option) => option.textContent)).toEqual([
			'Pizzeria Gutenberg (#1002)',
			'Pizza Palace (#1005)',
		]);
		// The field says how many there are.
		await waitFor(
			() =>
				expect(document.getElementById('a11y-speak-assertive')?.textContent).toContain(
					'2 results found, use up and down arrow keys to navigate.'
				),
			{ timeout: 5000 }
		);

		fireEvent.click(screen.getByRole('option', { name: 'Pizza Palace (#1005)' }));
		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));

		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes()).toMatchObject({ rid: [1005], lang: 'en-US' });
		expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
			'https://www.opentable.com/widget/reservation/canvas?rid=1005&type=standard&theme=standard&domain=com&lang=en-US&newtab=false&iframe=true'
		);
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('chooses the first restaurant found on Enter, so the keyboard needs no arrows', async () => {
		stubSearch();
		const { attributes, container } = renderOpenTable();
		await type('Pizz');
		await screen.findByRole('option', { name: 'Pizzeria Gutenberg (#1002)' });
		fireEvent.keyDown(await picker(), { key: 'Enter' });
		await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
		expect(container.textContent).toContain('Pizzeria Gutenberg (#1002)');

		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes()).toMatchObject({ rid: [1002] });
	});

	it('does not search for text that looks like an address or a script', async () => {
		const fetchMock = stubSearch();
		renderOpenTable();
		await type('https://www.opentable.com/restref/client/?rid=1');
		await type('<script>alert(1)</script>');
		await type('www.example');
		await new Promise((resolve) => setTimeout(resolve, 700));
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('reads a pasted embed code into the block', async () => {
		stubSearch();
		const { attributes, container } = renderOpenTable();
		await type(
			"<script type='text/javascript' src='//www.opentable.co.uk/widget/reservation/loader?rid=412810&domain=co.uk&type=standard&theme=tall&lang=fr-CA&iframe=true'></script>"
		);
		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		await waitFor(() => expect(container.querySelector('iframe')).toBeTruthy());
		expect(attributes()).toMatchObject({ rid: [412810], style: 'tall', domain: 'co.uk', lang: 'fr-CA' });
		expect(container.querySelector('script')).toBeNull();
	});

	it('says an embed code that is not OpenTable’s cannot be used', async () => {
		stubSearch();
		const { attributes } = renderOpenTable();
		await type('<script src="https://evil.test/widget/reservation/loader?rid=1"></script>');
		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		const alert = await screen.findByRole('alert');
		expect(alert.textContent).toContain('We ran into an issue');
		expect(alert.textContent).toContain(
			'Please ensure this embed matches the one from your OpenTable account'
		);
		expect(attributes().rid).toEqual([]);
	});

	it('warns about the wide style without the wide or full alignment', async () => {
		stubSearch();
		const { container } = renderOpenTable({ rid: [1001], style: 'wide' });
		await waitFor(() =>
			expect(container.querySelector('.components-notice.is-warning')?.textContent).toMatch(
				/you use its "wide" style with anything other than "wide" or "full" alignment/
			)
		);
		cleanup();
		renderOpenTable({ rid: [1001], style: 'wide', align: 'wide' });
		await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy());
		expect(document.querySelector('.components-notice.is-warning')).toBeNull();
	});

	it('has the settings: language, new window, the frame and the button’s margin', async () => {
		stubSearch();
		const { attributes, container } = renderOpenTable({ rid: [1001], style: 'button', lang: 'en-US' });
		const settings = screen.getByRole('complementary', { name: 'Settings' });
		const advanced = screen.getByRole('complementary', { name: 'Advanced' });
		fireEvent.change(await within(settings).findByRole('combobox', { name: 'Language' }), {
			target: { value: 'ja-JP' },
		});
		fireEvent.click(within(settings).getByRole('checkbox', { name: 'Open in a new window' }));
		expect(attributes()).toMatchObject({ lang: 'ja-JP', newtab: true });
		expect(container.querySelector('iframe')?.getAttribute('src')).toContain('lang=ja-JP&newtab=true');

		fireEvent.click(within(advanced).getByRole('checkbox', { name: 'Remove button margin' }));
		expect(attributes().negativeMargin).toBe(true);
		fireEvent.click(
			within(advanced).getByRole('checkbox', { name: 'Load the widget in an iFrame (Recommended)' })
		);
		expect(attributes()).toMatchObject({ iframe: false, linkText: 'Reserve a table on OpenTable' });
		// The editor still previews the widget, which OpenTable's script draws in the visitor's page.
		expect(container.querySelector('iframe')?.getAttribute('src')).toContain('lang=ja-JP&newtab=true');
		expect(
			within(advanced).getByText(/OpenTable’s script loads the widget in the page itself/)
		).toBeTruthy();
	});

	it('offers Remove button margin only for the button style', async () => {
		stubSearch();
		renderOpenTable({ rid: [1001] });
		const advanced = screen.getByRole('complementary', { name: 'Advanced' });
		expect(
			await within(advanced).findByRole('checkbox', {
				name: 'Load the widget in an iFrame (Recommended)',
			})
		).toBeTruthy();
		expect(within(advanced).queryByRole('checkbox', { name: 'Remove button margin' })).toBeNull();
	});

	it('takes the Styles panel’s choice: wide sets the wide alignment; a button for several restaurants is undone', async () => {
		stubSearch();
		const wide = renderOpenTable({ rid: [1001], className: 'is-style-wide' });
		await waitFor(() => expect(wide.attributes()).toMatchObject({ style: 'wide', align: 'wide' }));
		cleanup();
		const several = renderOpenTable({ rid: [1001, 1002], className: 'is-style-button' });
		await waitFor(() => expect(several.attributes().className).toBeUndefined());
		expect(several.attributes().style).toBe('standard');
	});
});
