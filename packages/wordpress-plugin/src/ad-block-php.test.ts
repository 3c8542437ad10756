// The ad block's PHP (plugin/includes/ad-block.php) outside WordPress, through `php` and
// test/php/ad-block.php: the unit's address on the provider's root, the frame the render filter
// puts in the block's slot, and nothing at all on a site without ads.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Request {
	readonly root: string;
	readonly enabled?: boolean;
	readonly providerDefined?: boolean;
	readonly urls?: readonly { root: string; format: unknown; view: string }[];
	readonly renders?: readonly { content: string; attrs: Record<string, unknown> }[];
}

interface Answer {
	readonly urls: string[];
	readonly renders: string[];
	readonly features: Record<string, boolean>;
}

const run = (request: Request) => runPhp<Answer>('ad-block.php', request);

const ROOT = 'https://provider.example/wp-json/';
const VIEW = '00000000-0000-4000-8000-000000000001';
const slot = (width: number, height: number, classes = 'aligncenter is-format-mrec') =>
	`<div class="wp-block-blockyard-ad ${classes}"><div class="wp-block-blockyard-ad__slot" style="width:${String(width)}px;height:${String(height)}px"></div></div>`;

describe('the ad block in PHP', () => {
	it('builds the unit’s address on the provider’s root from a known format and a view id only', () => {
		const { urls } = run({
			root: ROOT,
			urls: [
				{ root: ROOT, format: 'leaderboard', view: VIEW },
				{ root: 'http://127.0.0.1:8787/wp-json', format: 'wideskyscraper', view: VIEW },
				{ root: ROOT, format: '"><script>alert(1)</script>', view: VIEW },
				{ root: ROOT, format: ['mrec'], view: VIEW },
				{ root: 'http://provider.example/wp-json/', format: 'mrec', view: VIEW },
				{ root: 'javascript:alert(1)//x/', format: 'mrec', view: VIEW },
				{ root: 'https://user:pw@provider.example/', format: 'mrec', view: VIEW },
				{ root: ROOT, format: 'mrec', view: 'x&format=leaderboard' },
			],
		});
		expect(urls).toEqual([
			`https://provider.example/wp-json/ads/v1/unit?format=leaderboard&view=${VIEW}`,
			`http://127.0.0.1:8787/wp-json/ads/v1/unit?format=wideskyscraper&view=${VIEW}`,
			`https://provider.example/wp-json/ads/v1/unit?format=mrec&view=${VIEW}`,
			`https://provider.example/wp-json/ads/v1/unit?format=mrec&view=${VIEW}`,
			'',
			'',
			'',
			'',
		]);
	});

	it('puts a sandboxed, lazily loaded frame of the format’s size in the slot, a view id each', () => {
		const { renders } = run({
			root: ROOT,
			enabled: true,
			renders: [
				{
					content: slot(728, 90, 'aligncenter is-format-leaderboard'),
					attrs: { format: 'leaderboard' },
				},
				{ content: slot(300, 250), attrs: {} },
			],
		});
		expect(renders[0]).toBe(
			`<div class="wp-block-blockyard-ad aligncenter is-format-leaderboard"><div class="wp-block-blockyard-ad__slot" style="width:728px;height:90px"><iframe class="wp-block-blockyard-ad__unit" title="Advertisement" src="https://provider.example/wp-json/ads/v1/unit?format=leaderboard&amp;view=${VIEW}" width="728" height="90" loading="lazy" referrerpolicy="no-referrer" sandbox="allow-popups allow-popups-to-escape-sandbox allow-same-origin"></iframe></div></div>`
		);
		expect(renders[1]).toContain('format=mrec&amp;view=00000000-0000-4000-8000-000000000002"');
		expect(renders[1]).toContain('width="300" height="250"');
		expect(renders.join('')).not.toMatch(/<script/i);
	});

	it('leaves the slot empty from a root it refuses', () => {
		const content = slot(300, 250);
		expect(
			run({ root: 'http://ads.example/', enabled: true, renders: [{ content, attrs: {} }] }).renders
		).toEqual([content]);
	});

	it('renders nothing on a site without ads, and says so in the page state’s flags', () => {
		const off = run({ root: ROOT, enabled: false, renders: [{ content: slot(300, 250), attrs: {} }] });
		expect(off.renders).toEqual(['']);
		expect(off.features).toEqual({ 'video-chapters': true, ads: false });
		expect(run({ root: ROOT, enabled: true }).features).toMatchObject({ ads: true });
	});

	it('shows ads by default only where a provider stands in for the ad network', () => {
		expect(run({ root: ROOT }).features).toMatchObject({ ads: false });
		expect(run({ root: ROOT, providerDefined: true }).features).toMatchObject({ ads: true });
	});
});
