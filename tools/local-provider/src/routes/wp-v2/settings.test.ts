import { describe, expect, it } from 'vitest';

import { localizedWeekSchema, siteSettingsSchema } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';

const WEEK = '/wp-json/wpcom/v2/business-hours/localized-week';

describe('wp/v2/settings and wpcom/v2/business-hours', () => {
	it('answers the localized week in English on a fresh site', async () => {
		const week = await bodyOf(await requestJson(freshProvider(), WEEK), localizedWeekSchema);
		expect(week).toEqual({
			days: {
				Sun: 'Sunday',
				Mon: 'Monday',
				Tue: 'Tuesday',
				Wed: 'Wednesday',
				Thu: 'Thursday',
				Fri: 'Friday',
				Sat: 'Saturday',
			},
			startOfWeek: 1,
		});
	});

	it('updates the given settings, and the localized week follows them', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wp/v2/settings', {
			method: 'POST',
			json: { language: 'de_DE', start_of_week: 0, timezone: 'Europe/Berlin', unknown_setting: true },
		});
		expect(response.status).toBe(200);
		expect(await bodyOf(response, siteSettingsSchema)).toEqual({
			title: 'Blockyard Playground',
			language: 'de_DE',
			start_of_week: 0,
			time_format: 'g:i a',
			date_format: 'F j, Y',
			timezone: 'Europe/Berlin',
		});

		const week = await bodyOf(await requestJson(provider, WEEK), localizedWeekSchema);
		expect(week.days).toEqual({
			Sun: 'Sonntag',
			Mon: 'Montag',
			Tue: 'Dienstag',
			Wed: 'Mittwoch',
			Thu: 'Donnerstag',
			Fri: 'Freitag',
			Sat: 'Samstag',
		});
		expect(week.startOfWeek).toBe(0);

		await requestJson(provider, '/wp-json/wp/v2/settings', {
			method: 'POST',
			json: { start_of_week: 1 },
		});
		const monday = await bodyOf(await requestJson(provider, WEEK), localizedWeekSchema);
		expect(monday).toMatchObject({ days: { Sun: 'Sonntag' }, startOfWeek: 1 });
	});

	it('falls back to English for a locale Intl does not know, and drops WordPress variants', async () => {
		const provider = freshProvider();
		await requestJson(provider, '/wp-json/wp/v2/settings', {
			method: 'POST',
			json: { language: 'xx_XX' },
		});
		expect((await bodyOf(await requestJson(provider, WEEK), localizedWeekSchema)).days.Sun).toBe(
			'Sunday'
		);
		await requestJson(provider, '/wp-json/wp/v2/settings', {
			method: 'POST',
			json: { language: 'de_DE_formal' },
		});
		expect((await bodyOf(await requestJson(provider, WEEK), localizedWeekSchema)).days.Sun).toBe(
			'Sonntag'
		);
		await requestJson(provider, '/wp-json/wp/v2/settings', { method: 'POST', json: { language: 'fr' } });
		expect((await bodyOf(await requestJson(provider, WEEK), localizedWeekSchema)).days.Sun).toBe(
			'dimanche'
		);
	});

	it('refuses invalid settings with 400 and keeps the old values', async () => {
		const provider = freshProvider();
		for (const json of [
			{ start_of_week: 7 },
			{ start_of_week: 1.5 },
			{ start_of_week: '1' },
			{ language: 'de-DE' },
			{ timezone: 'Mars/Olympus' },
			{ title: null },
		]) {
			const response = await requestJson(provider, '/wp-json/wp/v2/settings', { method: 'POST', json });
			expect(response.status, JSON.stringify(json)).toBe(400);
			const error = await bodyOf(response, restErrorSchema);
			expect(error.code).toBe('rest_invalid_param');
			expect(error.data.status).toBe(400);
		}
		const settings = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/settings'),
			siteSettingsSchema
		);
		expect(settings).toMatchObject({ start_of_week: 1, language: 'en_US', timezone: 'UTC' });
	});

	it('writes post dates in the site time zone, and the _gmt ones in UTC', async () => {
		const provider = freshProvider();
		await requestJson(provider, '/wp-json/wp/v2/settings', {
			method: 'POST',
			json: { timezone: 'Asia/Kolkata' },
		});
		const post = await (await requestJson(provider, '/wp-json/wp/v2/posts/1')).json();
		const gmt = new Date(`${post.modified_gmt}Z`).getTime();
		const local = new Date(`${post.modified}Z`).getTime();
		expect(local - gmt).toBe(5.5 * 60 * 60 * 1000);
	});
});
