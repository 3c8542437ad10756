import { describe, expect, it } from 'vitest';

import { AD_FORMATS, adFormat, adFormatSize, DEFAULT_AD_FORMAT, isAdFormatName } from './formats';

describe('ad formats', () => {
	it('are the four formats the ad network serves, with their sizes', () => {
		expect(AD_FORMATS.map((format) => [format.name, adFormatSize(format)])).toEqual([
			['mrec', '300x250'],
			['leaderboard', '728x90'],
			['mobile_leaderboard', '320x50'],
			['wideskyscraper', '160x600'],
		]);
	});

	it('default to mrec, also for a name they do not know', () => {
		expect(DEFAULT_AD_FORMAT).toBe('mrec');
		expect(adFormat(undefined)).toEqual({ name: 'mrec', width: 300, height: 250 });
		expect(adFormat('banner')).toEqual({ name: 'mrec', width: 300, height: 250 });
		expect(adFormat('wideskyscraper')).toEqual({ name: 'wideskyscraper', width: 160, height: 600 });
	});

	it('know their own names only', () => {
		expect(AD_FORMATS.every((format) => isAdFormatName(format.name))).toBe(true);
		expect(isAdFormatName('Leaderboard')).toBe(false);
		expect(isAdFormatName(undefined)).toBe(false);
	});
});
