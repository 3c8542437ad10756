// The ad formats an ad block can hold, and their sizes in CSS pixels: the sizes the ad
// network serves. The saved slot takes its size from here, so the page keeps the ad's room
// before the ad arrives.

/** An ad format's name, as the block's `format` attribute stores it. */
export type AdFormatName = 'mrec' | 'leaderboard' | 'mobile_leaderboard' | 'wideskyscraper';

export interface AdFormat {
	readonly name: AdFormatName;
	readonly width: number;
	readonly height: number;
}

/** Every format, in the order the toolbar lists them. */
export const AD_FORMATS: readonly AdFormat[] = Object.freeze([
	Object.freeze({ name: 'mrec', width: 300, height: 250 }),
	Object.freeze({ name: 'leaderboard', width: 728, height: 90 }),
	Object.freeze({ name: 'mobile_leaderboard', width: 320, height: 50 }),
	Object.freeze({ name: 'wideskyscraper', width: 160, height: 600 }),
] as const);

/** The format of a new block, and of one whose stored format is not known. */
export const DEFAULT_AD_FORMAT: AdFormatName = 'mrec';

/** True for the name of a format in {@link AD_FORMATS}. */
export function isAdFormatName(name: unknown): name is AdFormatName {
	return AD_FORMATS.some((format) => format.name === name);
}

/**
 * The format named `name`, or the default (mrec) for a name not in {@link AD_FORMATS}: a
 * block never loses its slot to a format it does not know.
 *
 * @example
 * adFormat('leaderboard'); // { name: 'leaderboard', width: 728, height: 90 }
 * adFormat('banner'); // { name: 'mrec', width: 300, height: 250 }
 */
export function adFormat(name: string | undefined): AdFormat {
	return AD_FORMATS.find((format) => format.name === name) ?? (AD_FORMATS[0] as AdFormat);
}

/** '300x250': the size as the formats' names in the toolbar show it. */
export function adFormatSize(format: AdFormat): string {
	return `${String(format.width)}x${String(format.height)}`;
}
