/**
 * The ad formats the stand-in ad network serves, and their sizes in CSS pixels: the same four
 * as the ad block's (`packages/payments/src/blocks/ad/formats.ts`). Each creative it draws is
 * exactly its format's size.
 */
export interface NetworkAdFormat {
	readonly name: 'mrec' | 'leaderboard' | 'mobile_leaderboard' | 'wideskyscraper';
	readonly width: number;
	readonly height: number;
	/** The hue (0..359) of the format's creative, so that the four tell apart. */
	readonly hue: number;
}

export const NETWORK_AD_FORMATS: readonly NetworkAdFormat[] = [
	{ name: 'mrec', width: 300, height: 250, hue: 210 },
	{ name: 'leaderboard', width: 728, height: 90, hue: 150 },
	{ name: 'mobile_leaderboard', width: 320, height: 50, hue: 30 },
	{ name: 'wideskyscraper', width: 160, height: 600, hue: 280 },
];

/** The format named `name`, or undefined for a name the network does not serve. */
export function networkAdFormat(name: string | undefined): NetworkAdFormat | undefined {
	return NETWORK_AD_FORMATS.find((format) => format.name === name);
}
