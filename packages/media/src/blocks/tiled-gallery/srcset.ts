// Responsive images for the gallery: the image-resizing rewrite of an image's address and the
// `srcset` built on it. Pure: the saved markup depends on it, so the same input always gives
// the same addresses.
//
// The rewrite, for an `http:`/`https:` address:
// - a public address goes through the WordPress.com image CDN (Photon):
//   `https://i0.wp.com/<host><path>?w=<w>[&h=<h>&resize=<w>,<h>]&strip=info`, plus `ssl=1` when
//   the original is `https:` (the CDN then fetches it over TLS). A public address with a query
//   string, a port or credentials is not rewritten: the CDN would drop or could not reach them.
// - an address already on the CDN (`i0`–`i3.wp.com`) keeps its host and gets the new size.
// - a local one (localhost, `*.localhost`, `*.local`, `*.test`, loopback and private IPv4
//   addresses) cannot be reached by the CDN: it keeps its address and gains the same query
//   (`w`, `h`, `resize`, `strip`); a local site serves its file and ignores the query, so the
//   image always shows (docs/decisions/0040-tiled-gallery-responsive-images.md).
// Anything else (`data:`, `blob:`, `javascript:`, relative or unparsable addresses) is left
// unchanged by `photonUrl`, and `srcSet` leaves it out (answers `undefined`).

/** The largest size the resizing service makes, in px. */
export const MAX_RESIZE = 2000;
/** The smallest `srcset` candidate (or the image's own width when smaller), in px. */
export const SRCSET_MIN_WIDTH = 600;
/** The step between two `srcset` candidates, in px. */
export const SRCSET_STEP = 300;

const CDN_HOST = /^i[0-3]\.wp\.com$/;

export interface ResizeSize {
	/** The width to resize to, in px (at most {@link MAX_RESIZE}). */
	readonly width: number;
	/** The height; with it the image is cropped to exactly `width` × `height`. */
	readonly height?: number;
}

function isPrivateIpv4(host: string): boolean {
	const parts = host.split('.').map(Number);
	if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) {
		return false;
	}
	const [a = 0, b = 0] = parts;
	return a === 127 || a === 10 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** True for a host the public resizing service cannot reach: the local provider, a dev site. */
export function isLocalHost(hostname: string): boolean {
	const host = hostname.toLowerCase();
	return (
		host === 'localhost' ||
		host === '[::1]' ||
		host.endsWith('.localhost') ||
		host.endsWith('.local') ||
		host.endsWith('.test') ||
		isPrivateIpv4(host)
	);
}

function parseHttp(url: string): URL | undefined {
	if (!/^https?:\/\//i.test(url)) {
		return undefined;
	}
	try {
		const parsed = new URL(url);
		return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
	} catch {
		return undefined;
	}
}

/** Whole pixels within 1..MAX_RESIZE, keeping the ratio when one side is too large; undefined when not a size. */
function clampSize({ width, height }: ResizeSize): ResizeSize | undefined {
	if (
		!Number.isFinite(width) ||
		width <= 0 ||
		(height !== undefined && (!Number.isFinite(height) || height <= 0))
	) {
		return undefined;
	}
	const scale = Math.min(1, MAX_RESIZE / width, height === undefined ? 1 : MAX_RESIZE / height);
	const w = Math.max(1, Math.round(width * scale));
	return height === undefined
		? { width: w }
		: { width: w, height: Math.max(1, Math.round(height * scale)) };
}

function setSize(params: URLSearchParams, { width, height }: ResizeSize): void {
	for (const name of ['w', 'h', 'resize', 'strip']) {
		params.delete(name);
	}
	params.set('w', String(width));
	if (height !== undefined) {
		params.set('h', String(height));
		params.set('resize', `${width},${height}`);
	}
	params.set('strip', 'info');
}

/**
 * The address of `url` resized to `size` (see the rules at the top of this file); the address
 * itself when it cannot be rewritten. Never throws.
 *
 * @example
 * photonUrl('https://example.com/a.jpg', { width: 600 });
 * // 'https://i0.wp.com/example.com/a.jpg?ssl=1&w=600&strip=info'
 */
export function photonUrl(url: string, size: ResizeSize): string {
	const parsed = parseHttp(url);
	const clamped = clampSize(size);
	if (!parsed || !clamped || parsed.username !== '' || parsed.password !== '') {
		return url;
	}
	if (CDN_HOST.test(parsed.hostname) || isLocalHost(parsed.hostname)) {
		setSize(parsed.searchParams, clamped);
		return parsed.toString();
	}
	if (parsed.search !== '' || parsed.port !== '') {
		return url;
	}
	const params = new URLSearchParams();
	if (parsed.protocol === 'https:') {
		params.set('ssl', '1');
	}
	setSize(params, clamped);
	return `https://i0.wp.com/${parsed.hostname}${parsed.pathname}?${params.toString()}`;
}

/** True when {@link photonUrl} rewrites `url` (it then has responsive sizes). */
export function canResize(url: string): boolean {
	return photonUrl(url, { width: 1 }) !== url;
}

/**
 * The widths of an image `width` px wide offered in its `srcset`: from min(600, width) up to
 * min(2000, width) in steps of 300, ending with min(2000, width) itself.
 */
export function srcSetWidths(width: number): number[] {
	if (!Number.isFinite(width) || width < 1) {
		return [];
	}
	const largest = Math.min(MAX_RESIZE, Math.round(width));
	const widths: number[] = [];
	for (let candidate = Math.min(SRCSET_MIN_WIDTH, largest); candidate < largest; candidate += SRCSET_STEP) {
		widths.push(candidate);
	}
	widths.push(largest);
	return widths;
}

/**
 * The `srcset` of an image `width` px wide: one resized copy per {@link srcSetWidths} width.
 * With `height`, every copy is cropped to that ratio (square and circle tiles pass a square).
 * Undefined when the address cannot be resized or the width is unknown.
 *
 * @example
 * srcSet('https://example.com/a.jpg', 1000);
 * // '…?ssl=1&w=600&strip=info 600w, …w=900… 900w, …w=1000… 1000w'
 */
export function srcSet(url: string, width: number, height?: number): string | undefined {
	const widths = srcSetWidths(width);
	if (widths.length === 0 || !canResize(url) || (height !== undefined && !(height > 0))) {
		return undefined;
	}
	return widths
		.map((w) => {
			const h = height === undefined ? undefined : Math.max(1, Math.round((w * height) / width));
			return `${photonUrl(url, h === undefined ? { width: w } : { width: w, height: h })} ${w}w`;
		})
		.join(', ');
}
