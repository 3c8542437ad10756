// Version 2's helpers, frozen with its save: the addresses, width and tracks it wrote. They keep
// the rules of the saved-output policy that a stored post's values met when version 2 saved it
// (http(s) or a path on the site, a CSS length), so a stored post is recognised as it was saved.
import type { V2Track, V2TrackKind } from './types';

const TRACK_KINDS: readonly string[] = ['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'];

const isTrackKind = (kind: unknown): kind is V2TrackKind =>
	typeof kind === 'string' && TRACK_KINDS.includes(kind);

/** An address a video, poster or track could load: http(s) with a host, or a path on the site. */
export function v2Address(value: unknown): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const trimmed = value.trim();
	// eslint-disable-next-line no-control-regex -- control characters are what it refuses
	if (trimmed === '' || /[\u0000-\u001f\u007f\\]/.test(trimmed) || trimmed.startsWith('//')) {
		return undefined;
	}
	if (trimmed.startsWith('/')) {
		return trimmed;
	}
	return /^https?:\/\/[^/?#@\s]+(?:[/?#]\S*)?$/i.test(trimmed) ? trimmed : undefined;
}

/** The figure's inline style: a CSS length other than the column's (`100%`), else none. */
export function v2FigureStyle(maxWidth: unknown): { maxWidth: string } | undefined {
	if (typeof maxWidth !== 'string') {
		return undefined;
	}
	const width = maxWidth.trim();
	return width !== '100%' && /^\d+(?:\.\d+)?(?:px|%|em|rem|vw|vh|ch|ex|vmin|vmax|pt|cm|mm|in)$/.test(width)
		? { maxWidth: width }
		: undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The text tracks version 2 saved: each with an address a track may load. */
export function v2Tracks(tracks: unknown): V2Track[] {
	if (!Array.isArray(tracks)) {
		return [];
	}
	return tracks.flatMap((track: unknown) => {
		if (typeof track !== 'object' || track === null) {
			return [];
		}
		const { src, kind, srcLang, label } = track as Partial<Record<keyof V2Track, unknown>>;
		const address = v2Address(src);
		return address !== undefined && isTrackKind(kind)
			? [{ src: address, kind, srcLang: text(srcLang), label: text(label) }]
			: [];
	});
}
