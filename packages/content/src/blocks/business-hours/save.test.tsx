import { provideHost, type BlockyardHost } from '@blockyard/ui';
import { getSaveContent } from '@wordpress/blocks';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './index';
import type { BusinessHoursAttributes, BusinessHoursDay } from './types';
import { defaultDays } from './week';
import { GERMAN_LOCALIZATION } from './test/test-data';

const save = (attributes: Partial<BusinessHoursAttributes> = {}) =>
	getSaveContent(BUSINESS_HOURS_BLOCK_NAME, { days: defaultDays(), ...attributes });

const toDocument = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

const withDay = (day: BusinessHoursDay) =>
	defaultDays().map((current) => (current.name === day.name ? day : current));

beforeAll(() => {
	registerBusinessHoursBlock();
});

afterEach(() => {
	resetLocaleData(undefined, 'blockyard');
});

describe('saved markup', () => {
	it('is a definition list: a dt and a dd per day, grouped in divs', () => {
		const doc = toDocument(save());
		const list = doc.querySelector('.wp-block-blockyard-business-hours > dl');
		expect(list).not.toBeNull();
		const groups = Array.from(list?.children ?? []);
		expect(groups).toHaveLength(7);
		for (const group of groups) {
			expect(group.tagName).toBe('DIV');
			expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
		}
	});

	it('is valid microdata: every property belongs to an item, every time is a valid HTML time', () => {
		const html = save({
			days: [
				{ name: 'Sun', hours: [{ opening: '00:00', closing: '24:00' }] },
				{
					name: 'Mon',
					hours: [
						{ opening: '08:00', closing: '12:00' },
						{ opening: '13:00', closing: '24:00' },
					],
				},
				{ name: 'Tue', hours: [] },
				{ name: 'Wed', hours: [] },
				{ name: 'Thu', hours: [] },
				{ name: 'Fri', hours: [] },
				{ name: 'Sat', hours: [] },
			],
		});
		const doc = toDocument(html);
		const properties = Array.from(doc.querySelectorAll('[itemprop]'));
		expect(properties.length).toBeGreaterThan(0);
		for (const property of properties) {
			expect(property.parentElement?.closest('[itemscope]'), property.outerHTML).not.toBeNull();
		}
		for (const item of Array.from(doc.querySelectorAll('[itemscope]'))) {
			expect(item.getAttribute('itemtype')).toMatch(/^https:\/\/schema\.org\/\w+$/);
		}
		for (const time of Array.from(doc.querySelectorAll('time'))) {
			expect(time.getAttribute('datetime')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
		}
		expect(doc.querySelectorAll('[itemprop="openingHoursSpecification"]')).toHaveLength(3);
		expect(doc.querySelector('script')).toBeNull();
	});

	it('publishes a 24-hour day as 00:00-23:59 and shows "Open 24 hours"', () => {
		const doc = toDocument(
			save({ days: withDay({ name: 'Sat', hours: [{ opening: '00:00', closing: '24:00' }] }) })
		);
		const saturday = doc.querySelector(
			'[itemprop="openingHoursSpecification"]:has(link[href$="Saturday"])'
		);
		expect(saturday?.textContent).toBe('Open 24 hours');
		expect(saturday?.querySelector('[itemprop="opens"]')?.getAttribute('content')).toBe('00:00');
		expect(saturday?.querySelector('[itemprop="closes"]')?.getAttribute('content')).toBe('23:59');
	});

	it('drops unparsable intervals and shows Closed for a day with none left', () => {
		const doc = toDocument(
			save({
				days: withDay({
					name: 'Mon',
					hours: [
						{ opening: '9am', closing: '17:00' },
						{ opening: '', closing: '' },
					],
				}),
			})
		);
		const monday = Array.from(doc.querySelectorAll('dt')).find((dt) => dt.textContent === 'Monday');
		expect(monday?.nextElementSibling?.textContent).toBe('Closed');
		expect(monday?.parentElement?.classList.contains('is-closed')).toBe(true);
		expect(doc.querySelector('link[href="https://schema.org/Monday"]')).toBeNull();
	});

	it('shows an interval past midnight as one interval, opening today and closing the next day', () => {
		const doc = toDocument(
			save({ days: withDay({ name: 'Fri', hours: [{ opening: '18:00', closing: '02:00' }] }) })
		);
		const friday = Array.from(doc.querySelectorAll('dt')).find((dt) => dt.textContent === 'Friday');
		expect(friday?.nextElementSibling?.textContent).toBe('6:00 PM – 2:00 AM');
		expect(friday?.parentElement?.classList.contains('is-closed')).toBe(false);
		const spec = doc.querySelector('[itemprop="openingHoursSpecification"]:has(link[href$="Friday"])');
		expect(spec?.querySelector('[itemprop="opens"]')?.getAttribute('datetime')).toBe('18:00');
		expect(spec?.querySelector('[itemprop="closes"]')?.getAttribute('datetime')).toBe('02:00');
	});

	it('uses the localization snapshot: names, start of week, 24-hour time, labels', () => {
		const doc = toDocument(
			save({
				localization: GERMAN_LOCALIZATION,
			})
		);
		expect(Array.from(doc.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
			'Montag',
			'Dienstag',
			'Mittwoch',
			'Donnerstag',
			'Freitag',
			'Samstag',
			'Sonntag',
		]);
		expect(doc.querySelector('dd')?.textContent).toBe('09:00 – 17:00');
		expect(doc.querySelectorAll('dd')[6]?.textContent).toBe('Geschlossen');
	});

	it('depends on nothing but the attributes: not the host, not the translations', () => {
		const englishDefault = save();
		const host = {
			site: { locale: 'de_DE', type: 'self-hosted', features: {} },
		} as unknown as BlockyardHost;
		provideHost(host);
		setLocaleData({ Closed: ['Geschlossen'], 'Open 24 hours': ['24 Stunden geöffnet'] }, 'blockyard');
		expect(save()).toBe(englishDefault);
		expect(englishDefault).toContain('>Sunday</dt>');
		expect(englishDefault).toContain('>9:00 AM</time>');
	});
});
