import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { AD_BLOCK_NAME, registerAdBlock } from './index';
import type { AdAttributes } from './types';

const DEFAULTS: AdAttributes = { align: 'center', format: 'mrec', hideMobile: false };

const saved = (attributes: Partial<AdAttributes>) => {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(AD_BLOCK_NAME, { ...DEFAULTS, ...attributes });
	return holder.firstElementChild as HTMLElement;
};

beforeAll(() => registerAdBlock());

describe('the saved ad', () => {
	it('is an empty slot of the format’s size, centred by default', () => {
		const block = saved({});
		expect(block.classList).toContain('wp-block-blockyard-ad');
		expect(block.classList).toContain('aligncenter');
		expect(block.classList).toContain('is-format-mrec');
		const slot = block.querySelector<HTMLElement>('.wp-block-blockyard-ad__slot');
		expect(slot?.style.width).toBe('300px');
		expect(slot?.style.height).toBe('250px');
		expect(slot?.childElementCount).toBe(0);
		expect(block.querySelector('script')).toBeNull();
	});

	it.each([
		['leaderboard', 'is-format-leaderboard', '728px', '90px'],
		['mobile_leaderboard', 'is-format-mobile-leaderboard', '320px', '50px'],
		['wideskyscraper', 'is-format-wideskyscraper', '160px', '600px'],
	] as const)('holds the room of a %s', (format, className, width, height) => {
		const block = saved({ format });
		expect(block.classList).toContain(className);
		const slot = block.querySelector<HTMLElement>('.wp-block-blockyard-ad__slot');
		expect([slot?.style.width, slot?.style.height]).toEqual([width, height]);
	});

	it('carries the class that hides it on small screens only when hidden on mobile', () => {
		expect(saved({}).classList).not.toContain('is-hidden-on-mobile');
		expect(saved({ hideMobile: true }).classList).toContain('is-hidden-on-mobile');
	});

	it('is aligned left or right when asked', () => {
		expect(saved({ align: 'left' }).classList).toContain('alignleft');
		expect(saved({ align: 'right' }).classList).toContain('alignright');
	});
});
