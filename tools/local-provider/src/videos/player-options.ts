/**
 * The player's options, read from its address's query the way the hosted video service reads
 * them (`autoPlay`, `controls`, `loop`, `muted`, `playsinline`, `preloadContent`, `posterUrl`,
 * `sbc`, `sbpc`, `sblc`, `useAverageColor`); anything else in the query is ignored, and a value
 * that is not one the option takes counts as not given.
 */
export interface PlayerOptions {
	readonly autoPlay: boolean;
	readonly controls: boolean;
	readonly loop: boolean;
	readonly muted: boolean;
	readonly playsinline: boolean;
	readonly preloadContent: 'auto' | 'metadata' | 'none';
	/** An http(s) address of an image, or undefined for the video's own poster. */
	readonly posterUrl: string | undefined;
	/** The seekbar's colour, its played part's and its loaded part's (`#rrggbb`), or undefined for the player's own. */
	readonly sbc: string | undefined;
	readonly sbpc: string | undefined;
	readonly sblc: string | undefined;
	readonly useAverageColor: boolean;
}

/** The names of the options, in the order the player's address carries them. */
export const PLAYER_OPTION_NAMES = [
	'autoPlay',
	'controls',
	'loop',
	'muted',
	'playsinline',
	'preloadContent',
	'posterUrl',
	'sbc',
	'sbpc',
	'sblc',
	'useAverageColor',
] as const;

type Query = (name: string) => string | undefined;

function flag(value: string | undefined, fallback: boolean): boolean {
	if (value === 'true' || value === '1') return true;
	if (value === 'false' || value === '0') return false;
	return fallback;
}

/** A colour in hex (`#f00`, `ff0000`, `#ff000080`), as `#…`; anything else undefined. */
export function hexColor(value: string | undefined): string | undefined {
	const match = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.exec(
		value?.trim() ?? ''
	);
	return match ? `#${match[1]?.toLowerCase() ?? ''}` : undefined;
}

function imageAddress(value: string | undefined): string | undefined {
	if (value === undefined || value.length > 2000) return undefined;
	try {
		const url = new URL(value);
		return (url.protocol === 'https:' || url.protocol === 'http:') &&
			url.username === '' &&
			url.password === ''
			? url.href
			: undefined;
	} catch {
		return undefined;
	}
}

export function readPlayerOptions(query: Query): PlayerOptions {
	const preload = query('preloadContent');
	return {
		autoPlay: flag(query('autoPlay'), false),
		controls: flag(query('controls'), true),
		loop: flag(query('loop'), false),
		muted: flag(query('muted'), false),
		playsinline: flag(query('playsinline'), false),
		preloadContent: preload === 'auto' || preload === 'none' ? preload : 'metadata',
		posterUrl: imageAddress(query('posterUrl')),
		sbc: hexColor(query('sbc')),
		sbpc: hexColor(query('sbpc')),
		sblc: hexColor(query('sblc')),
		useAverageColor: flag(query('useAverageColor'), true),
	};
}

/** The options of `query` that the player takes, as a query of their own (unknown ones and `metadata_token` left out). */
export function playerQuery(query: URLSearchParams): URLSearchParams {
	const kept = new URLSearchParams();
	for (const name of PLAYER_OPTION_NAMES) {
		const value = query.get(name);
		if (value !== null) {
			kept.set(name, value);
		}
	}
	return kept;
}
