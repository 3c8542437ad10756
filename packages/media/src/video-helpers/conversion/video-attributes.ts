// What a core video block's attributes become on the hosted video block.

/** WordPress's own video block. */
export const CORE_VIDEO_BLOCK_NAME = 'core/video';

/** The attributes of a core/video block the conversion reads (its caption is rich text, or a string before WordPress 6.5). */
export interface CoreVideoAttributes {
	readonly id?: number;
	readonly src?: string;
	readonly caption?: unknown;
	readonly poster?: string;
	readonly autoplay?: boolean;
	readonly loop?: boolean;
	readonly muted?: boolean;
	readonly playsInline?: boolean;
	readonly controls?: boolean;
	readonly preload?: string;
	/** Sites where the hosted-video plugin runs give core video blocks the guid as well. */
	readonly guid?: string;
}

/** The attributes of the hosted video block that a core video carries over. */
export interface ConvertedVideoAttributes {
	guid?: string;
	id?: number;
	src?: string;
	caption: string;
	poster?: string;
	autoplay: boolean;
	loop: boolean;
	muted: boolean;
	playsinline: boolean;
	controls: boolean;
	preload: string;
}

const PRELOADS = ['auto', 'metadata', 'none'];

/**
 * The hosted video block's attributes for a core video: its file (guid, media id, address), its
 * caption and poster, and how it plays. `guid` is the hosted video's, when known; the core
 * block's own one otherwise.
 */
export function convertedVideoAttributes(core: CoreVideoAttributes, guid?: string): ConvertedVideoAttributes {
	const id = typeof core.id === 'number' && Number.isInteger(core.id) && core.id > 0 ? core.id : undefined;
	const chosenGuid = guid ?? core.guid;
	return {
		...(chosenGuid ? { guid: chosenGuid } : {}),
		...(id !== undefined ? { id } : {}),
		...(core.src ? { src: core.src } : {}),
		caption: core.caption === undefined || core.caption === null ? '' : String(core.caption),
		...(core.poster ? { poster: core.poster } : {}),
		autoplay: core.autoplay === true,
		loop: core.loop === true,
		muted: core.muted === true,
		playsinline: core.playsInline === true,
		controls: core.controls !== false,
		preload: core.preload !== undefined && PRELOADS.includes(core.preload) ? core.preload : 'metadata',
	};
}
