import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { BASE, freshProvider, type TestProvider } from '../../testing/fresh-provider';

const get = (provider: TestProvider, path: string) => provider.app.request(`${BASE}/wp-json/ads/v1/${path}`);

interface Log {
	impressions: { view: string; format: string; date: string }[];
	clicks: { view: string; format: string; date: string }[];
}
const log = async (provider: TestProvider) => (await (await get(provider, 'log')).json()) as Log;

describe('the stand-in ad network', () => {
	it.each([
		['mrec', 300, 250],
		['leaderboard', 728, 90],
		['mobile_leaderboard', 320, 50],
		['wideskyscraper', 160, 600],
	])('serves a %s unit whose creative is a %ix%i PNG', async (format, width, height) => {
		const provider = freshProvider();
		const unit = await get(provider, `unit?format=${format}&view=view-0001`);
		expect(unit.status).toBe(200);
		expect(unit.headers.get('content-security-policy')).toContain("img-src 'self'");
		const html = await unit.text();
		expect(html).not.toMatch(/<script/i);
		const src = /<img src="([^"]+)" width="(\d+)" height="(\d+)"/.exec(html);
		expect(src?.slice(1)).toEqual([`creative/${format}.png`, String(width), String(height)]);

		const creative = await get(provider, `creative/${format}.png`);
		expect(creative.headers.get('content-type')).toBe('image/png');
		const meta = await sharp(Buffer.from(await creative.arrayBuffer())).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
	});

	it('counts one impression per view, however often the unit is asked for', async () => {
		const provider = freshProvider();
		expect((await log(provider)).impressions).toEqual([]);
		await get(provider, 'unit?format=leaderboard&view=view-0001');
		await get(provider, 'unit?format=leaderboard&view=view-0001');
		await get(provider, 'unit?format=mrec&view=view-0002');
		expect((await log(provider)).impressions.map(({ view, format }) => [view, format])).toEqual([
			['view-0001', 'leaderboard'],
			['view-0002', 'mrec'],
		]);
	});

	it('has no ad (204, nothing counted) for an unknown format or without a view id', async () => {
		const provider = freshProvider();
		expect((await get(provider, 'unit?format=banner&view=view-0001')).status).toBe(204);
		expect((await get(provider, 'unit?format=mrec')).status).toBe(204);
		expect((await get(provider, 'unit?format=mrec&view=<x>')).status).toBe(204);
		expect((await get(provider, 'creative/banner.png')).status).toBe(404);
		expect((await log(provider)).impressions).toEqual([]);
	});

	it('takes a click through a redirect to an https page only', async () => {
		const provider = freshProvider();
		const html = await (await get(provider, 'unit?format=mrec&view=view-0001')).text();
		const href = /<a href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? '';
		const click = await get(provider, href);
		expect(click.status).toBe(302);
		expect(click.headers.get('location')).toBe('https://advertiser.example/mrec');
		expect((await log(provider)).clicks.map(({ view, format }) => [view, format])).toEqual([
			['view-0001', 'mrec'],
		]);

		for (const to of [
			'http://advertiser.example/',
			'javascript:alert(1)',
			'//advertiser.example/',
			'/wp-admin/',
			'https://user:secret@advertiser.example/',
			'https://advertiser.example/\n',
			'data:text/html,x',
		]) {
			const refused = await get(
				provider,
				`click?format=mrec&view=view-0001&to=${encodeURIComponent(to)}`
			);
			expect(refused.status, to).toBe(400);
			expect(refused.headers.get('location')).toBeNull();
		}
		expect((await get(provider, 'click?format=mrec&view=view-0001')).status).toBe(400);
		expect((await log(provider)).clicks).toHaveLength(1);
	});
});
