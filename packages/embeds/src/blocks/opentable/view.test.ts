// jsdom: it never fetches the script the view adds.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { loaderUrl, startView } from './view';

const PLACEHOLDER =
	'<div class="wp-block-blockyard-opentable__widget" data-rid="1001,1002" data-type="multi" data-theme="standard" data-domain="co.uk" data-lang="fr-CA" data-newtab="true"></div>';
const LINK =
	'<p class="wp-block-blockyard-opentable__link"><a href="https://www.opentable.co.uk/restref/client/?rid=1001&amp;lang=fr-CA">Book a table</a></p>';

/** A saved block without a frame: the placeholder and a link; answers the placeholder. */
const saved = (placeholder = PLACEHOLDER) => {
	const element = document.createElement('div');
	element.className = 'wp-block-blockyard-opentable blockyard-opentable--standard';
	element.innerHTML = `${placeholder}${LINK}`;
	document.body.append(element);
	return element.querySelector<HTMLElement>('.wp-block-blockyard-opentable__widget') ?? element;
};

afterEach(() => {
	document.body.innerHTML = '';
});

describe('the OpenTable view', () => {
	it('loads OpenTable’s widget script into the placeholder, with the saved settings', () => {
		const placeholder = saved();
		startView(placeholder);
		const scripts = placeholder.querySelectorAll('script');
		expect(scripts).toHaveLength(1);
		expect(scripts[0]?.src).toBe(
			'https://www.opentable.co.uk/widget/reservation/loader?rid=1001&rid=1002&type=multi&theme=standard&iframe=false&domain=co.uk&lang=fr-CA&newtab=true&ot_source=Restaurant+website'
		);
		// Started again (a second run of the page's views), it adds no second widget.
		startView(placeholder);
		expect(placeholder.querySelectorAll('script')).toHaveLength(1);
	});

	it('keeps the link until the widget has drawn, then hides it', async () => {
		const placeholder = saved();
		startView(placeholder);
		const link = document.querySelector<HTMLElement>('.wp-block-blockyard-opentable__link');
		expect(link?.hidden).toBe(false);
		const widget = document.createElement('div');
		widget.textContent = 'Find a table';
		placeholder.prepend(widget);
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(link?.hidden).toBe(true);
	});

	it('loads nothing for settings the block never saves, leaving the link', () => {
		for (const changed of [
			PLACEHOLDER.replace('data-domain="co.uk"', 'data-domain="evil.test"'),
			PLACEHOLDER.replace('data-domain="co.uk"', 'data-domain="co.uk/"'),
			PLACEHOLDER.replace('data-rid="1001,1002"', 'data-rid="1001&amp;x=1"'),
			PLACEHOLDER.replace('data-rid="1001,1002"', 'data-rid=""'),
			PLACEHOLDER.replace('data-type="multi"', 'data-type="script"'),
			PLACEHOLDER.replace('data-theme="standard"', 'data-theme="huge"'),
			PLACEHOLDER.replace('data-lang="fr-CA"', 'data-lang="xx"'),
			PLACEHOLDER.replace('data-newtab="true"', 'data-newtab="1"'),
		]) {
			const placeholder = saved(changed);
			expect(loaderUrl(placeholder), changed).toBeUndefined();
			startView(placeholder);
			expect(placeholder.querySelector('script'), changed).toBeNull();
		}
	});
});
