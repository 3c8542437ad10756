import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { AD_BLOCK_NAME, registerAdBlock } from './index';
import type { AdAttributes } from './types';
import { addAdUnits, adUnitUrl } from './unit';

const ROOT = 'https://provider.example/wp-json/';

/** A page of saved ad blocks, as a visitor gets it before the units come. */
function page(...blocks: Partial<AdAttributes>[]): HTMLElement {
	const holder = document.createElement('div');
	holder.innerHTML = blocks
		.map((attributes) =>
			getSaveContent(AD_BLOCK_NAME, {
				align: 'center',
				format: 'mrec',
				hideMobile: false,
				...attributes,
			})
		)
		.join('');
	return holder;
}

let views = 0;
const viewId = () => `view-${String(++views).padStart(4, '0')}`;

beforeAll(() => registerAdBlock());

describe('the ad unit’s address', () => {
	it('is the network’s unit page on the provider’s root, for the format and the view', () => {
		expect(adUnitUrl(ROOT, 'leaderboard', 'view-0001')).toBe(
			'https://provider.example/wp-json/ads/v1/unit?format=leaderboard&view=view-0001'
		);
		expect(adUnitUrl('http://127.0.0.1:8787/wp-json', 'mrec', 'view-0001')).toBe(
			'http://127.0.0.1:8787/wp-json/ads/v1/unit?format=mrec&view=view-0001'
		);
	});

	it('names only a known format: anything else is the default', () => {
		expect(adUnitUrl(ROOT, '"><script>', 'view-0001')).toContain('format=mrec&');
		expect(adUnitUrl(ROOT, undefined, 'view-0001')).toContain('format=mrec&');
	});

	it('has none off an https root (http only on this machine), or with a bad view id', () => {
		expect(adUnitUrl('http://provider.example/wp-json/', 'mrec', 'view-0001')).toBeUndefined();
		expect(adUnitUrl('javascript:alert(1)//', 'mrec', 'view-0001')).toBeUndefined();
		expect(adUnitUrl('https://user:pw@provider.example/', 'mrec', 'view-0001')).toBeUndefined();
		expect(adUnitUrl('not a root', 'mrec', 'view-0001')).toBeUndefined();
		expect(adUnitUrl(ROOT, 'mrec', 'x')).toBeUndefined();
		expect(adUnitUrl(ROOT, 'mrec', 'view 0001&format=x')).toBeUndefined();
	});
});

describe('the units on a visitor’s page', () => {
	it('fill each slot with a sandboxed frame of the format’s size, each view its own id', () => {
		const root = page({ format: 'wideskyscraper' }, { format: 'mobile_leaderboard' }, {});
		addAdUnits(root, { providerRoot: ROOT, enabled: true, viewId });

		const frames = Array.from(root.querySelectorAll('iframe'));
		expect(frames.map((frame) => [frame.width, frame.height])).toEqual([
			['160', '600'],
			['320', '50'],
			['300', '250'],
		]);
		const [first] = frames;
		expect(first?.parentElement?.className).toBe('wp-block-blockyard-ad__slot');
		expect(first?.className).toBe('wp-block-blockyard-ad__unit');
		expect(first?.title).toBe('Advertisement');
		expect(first?.getAttribute('loading')).toBe('lazy');
		expect(first?.getAttribute('sandbox')).toBe(
			'allow-popups allow-popups-to-escape-sandbox allow-same-origin'
		);
		expect(first?.src).toMatch(
			/^https:\/\/provider\.example\/wp-json\/ads\/v1\/unit\?format=wideskyscraper&view=view-\d{4}$/
		);
		expect(new Set(frames.map((frame) => new URL(frame.src).searchParams.get('view'))).size).toBe(3);
		expect(root.querySelector('script')).toBeNull();
	});

	it('keep the class that hides a block on small screens', () => {
		const root = page({ hideMobile: true });
		addAdUnits(root, { providerRoot: ROOT, enabled: true, viewId });
		expect(root.querySelector('.is-hidden-on-mobile iframe')).not.toBeNull();
	});

	it('add nothing a second time, nor from a root the policy refuses', () => {
		const root = page({});
		addAdUnits(root, { providerRoot: ROOT, enabled: true, viewId });
		addAdUnits(root, { providerRoot: ROOT, enabled: true, viewId });
		expect(root.querySelectorAll('iframe')).toHaveLength(1);

		const refused = page({});
		addAdUnits(refused, { providerRoot: 'http://ads.example/', enabled: true, viewId });
		expect(refused.querySelector('iframe')).toBeNull();
		expect(refused.querySelector('.wp-block-blockyard-ad__slot')).not.toBeNull();
	});

	it('take the blocks out on a site without ads', () => {
		const root = page({}, { format: 'leaderboard' });
		addAdUnits(root, { providerRoot: ROOT, enabled: false, viewId });
		expect(root.innerHTML).toBe('');
	});
});
