import { isProviderSource } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import {
	OPENTABLE_HOSTS,
	OPENTABLE_SIZES,
	openTableFrame,
	reservationPages,
	restaurantIds,
	shownStyle,
	widgetTypeAndTheme,
} from './frame';
import type { OpenTableAttributes } from './types';

const attributes = (more: Partial<OpenTableAttributes> = {}): OpenTableAttributes => ({
	rid: [1001],
	style: 'standard',
	iframe: true,
	domain: 'com',
	newtab: false,
	negativeMargin: false,
	...more,
});

describe('openTableFrame', () => {
	it('frames OpenTable’s reservation widget canvas with the settings', () => {
		expect(openTableFrame(attributes({ lang: 'fr-CA', newtab: true, style: 'tall' }))).toEqual({
			src: 'https://www.opentable.com/widget/reservation/canvas?rid=1001&type=standard&theme=tall&domain=com&lang=fr-CA&newtab=true&iframe=true',
			title: 'OpenTable',
			sandbox:
				'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
			height: 490,
		});
	});

	it('is on the host of the domain, and on www.opentable.com for a domain it does not know', () => {
		expect(openTableFrame(attributes({ domain: 'co.uk' }))?.src).toMatch(
			/^https:\/\/www\.opentable\.co\.uk\/widget\/reservation\/canvas\?.*domain=co\.uk/
		);
		const unknown = openTableFrame(attributes({ domain: 'evil.test/' }))?.src ?? '';
		expect(unknown).toMatch(/^https:\/\/www\.opentable\.com\/.*domain=com&/);
		expect(isProviderSource(unknown, OPENTABLE_HOSTS)).toBe(true);
	});

	it('has each style’s height, and shows several restaurants as a list, never a button', () => {
		expect(OPENTABLE_SIZES).toEqual({
			standard: { width: 224, height: 301 },
			tall: { width: 288, height: 490 },
			wide: { width: 840, height: 150 },
			button: { width: 210, height: 113 },
		});
		expect(openTableFrame(attributes({ style: 'button' }))?.height).toBe(113);
		expect(openTableFrame(attributes({ style: 'wide' }))?.height).toBe(150);
		const several = openTableFrame(attributes({ rid: [1001, 1002], style: 'button' }));
		expect(several?.src).toContain('rid=1001&rid=1002&type=multi&theme=standard');
		expect(several?.height).toBe(301);
	});

	it('uses a listed language only, else en-US', () => {
		expect(openTableFrame(attributes({ lang: 'xx-YY' }))?.src).toContain('lang=en-US');
		expect(openTableFrame(attributes())?.src).toContain('lang=en-US');
	});

	it('frames nothing without a restaurant', () => {
		expect(openTableFrame(attributes({ rid: [] }))).toBeUndefined();
		expect(openTableFrame(attributes({ rid: ['1001' as unknown as number, -1, 1.5] }))).toBeUndefined();
	});
});

describe('the widget’s type and theme', () => {
	it('follows the style and the number of restaurants', () => {
		expect(widgetTypeAndTheme('standard', 1)).toEqual({ type: 'standard', theme: 'standard' });
		expect(widgetTypeAndTheme('wide', 1)).toEqual({ type: 'standard', theme: 'wide' });
		expect(widgetTypeAndTheme('button', 1)).toEqual({ type: 'button', theme: 'standard' });
		expect(widgetTypeAndTheme('tall', 3)).toEqual({ type: 'multi', theme: 'tall' });
		expect(widgetTypeAndTheme('button', 2)).toEqual({ type: 'multi', theme: 'standard' });
		expect(shownStyle('nonsense', 1)).toBe('standard');
	});
});

describe('restaurantIds', () => {
	it('keeps positive whole numbers, once each', () => {
		expect(restaurantIds([1001, 1001, 0, -3, 2.5, '7', 1002])).toEqual([1001, 1002]);
		expect(restaurantIds('1001')).toEqual([]);
	});
});

describe('reservationPages', () => {
	it('links each restaurant’s reservation page in the widget’s language', () => {
		expect(reservationPages(attributes({ rid: [1001, 1002], domain: 'de', lang: 'de-DE' }))).toEqual([
			'https://www.opentable.de/restref/client/?rid=1001&lang=de-DE',
			'https://www.opentable.de/restref/client/?rid=1002&lang=de-DE',
		]);
	});
});
