// jsdom: the frames are never loaded, and `src` is the DOM's own setter.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { applyProviderStandIns, standInAddress } from './provider-stand-ins';

const ROOT = 'http://127.0.0.1:5173/blockyard/widget-stand-ins/';
const CALENDLY =
	'https://calendly.com/team/30min?embed_domain=example.com&embed_type=Inline&primary_color=ff0000';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('the preview’s provider stand-ins', () => {
	it('maps a provider’s https frame or script to its stand-in, and nothing else', () => {
		expect(standInAddress(CALENDLY, ROOT)).toBe(
			`${ROOT}calendly/team/30min?embed_domain=example.com&embed_type=Inline&primary_color=ff0000`
		);
		expect(
			standInAddress('https://www.opentable.co.uk/widget/reservation/loader?rid=1&iframe=false', ROOT)
		).toBe(`${ROOT}opentable/widget/reservation/loader?rid=1&iframe=false`);
		expect(standInAddress('https://www.exploretock.com/tock.js', ROOT)).toBe(`${ROOT}tock/tock.js`);
		for (const other of [
			'http://calendly.com/team',
			'https://calendly.com.evil.test/team',
			'https://calendly.com:8443/team',
			'https://user@calendly.com/team',
			'https://www.youtube.com/embed/x',
			'not an address',
		]) {
			expect(standInAddress(other, ROOT), other).toBeUndefined();
		}
	});

	it('points the post’s provider frames, and the scripts and frames added later, at the stand-ins', () => {
		const content = document.createElement('div');
		content.innerHTML = `<iframe src="${CALENDLY}"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>`;
		applyProviderStandIns(content, { root: ROOT });
		const [calendly, other] = content.querySelectorAll('iframe');
		expect(calendly?.getAttribute('src')).toBe(
			`${ROOT}calendly/team/30min?embed_domain=example.com&embed_type=Inline&primary_color=ff0000`
		);
		expect(other?.getAttribute('src')).toBe('https://www.youtube.com/embed/x');

		// A script a visitor's script adds later, as Tock's view does, and a modal's frame.
		const script = document.createElement('script');
		script.src = 'https://www.exploretock.com/tock.js';
		expect(script.getAttribute('src')).toBe(`${ROOT}tock/tock.js`);
		const checkout = document.createElement('iframe');
		checkout.src = 'https://www.eventbrite.com/checkout-external?eid=1';
		expect(checkout.getAttribute('src')).toBe(`${ROOT}eventbrite/checkout-external?eid=1`);
		const elsewhere = document.createElement('script');
		elsewhere.src = 'https://example.com/x.js';
		expect(elsewhere.getAttribute('src')).toBe('https://example.com/x.js');
	});
});
