import { businessHours, posts, siteSettings } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

/** The log lines of the requests `calls` made, without their durations. */
async function loggedBy(calls: () => Promise<unknown>): Promise<string[]> {
	const before = provider.log.length;
	await calls();
	return provider.log.slice(before).map((line) => line.replace(/ \d+ms/, ''));
}

describe('the editor’s marker', () => {
	it('reaches the provider with every request of the editor’s api, and its log says so', async () => {
		const editor = provider.apiWith({ fromEditor: true });
		expect(
			await loggedBy(async () => {
				await businessHours.localizedWeek(editor);
				await siteSettings.get(editor);
				await posts.get(editor, 1);
			})
		).toEqual([
			'GET /wp-json/wpcom/v2/business-hours/localized-week 200 (editor)',
			'GET /wp-json/wp/v2/settings 200 (editor)',
			'GET /wp-json/wp/v2/posts/1 200 (editor)',
		]);
	});

	it('is not on a visitor’s requests', async () => {
		expect(
			await loggedBy(async () => {
				await businessHours.localizedWeek(provider.api);
				await siteSettings.get(provider.api);
			})
		).toEqual([
			'GET /wp-json/wpcom/v2/business-hours/localized-week 200',
			'GET /wp-json/wp/v2/settings 200',
		]);
	});
});
