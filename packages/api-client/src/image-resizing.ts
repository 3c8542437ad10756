// The one rule that turns an image's address into the address of a resized copy. Pure: saved
// markup (the tiled gallery's `srcset`) is built with it, and `save` knows nothing of the host,
// so the same address and size always give the same result (docs/decisions/0038-image-resizing-and-stand-ins.md).
//
// For an `http:`/`https:` address:
// - a public address goes through the WordPress.com image CDN (Photon):
//   `https://i0.wp.com/<host><path>?w=<w>[&h=<h>&resize=<w>,<h>]&strip=info`, plus `ssl=1` when
//   the original is `https:` (the CDN then fetches it over TLS). A public address with a query
//   string, a port or credentials is not rewritten: the CDN would drop or could not reach them.
// - an address already on the CDN (`i0`–`i3.wp.com`) keeps its host and gets the new size.
// - a local one (localhost, `*.localhost`, `*.local`, `*.test`, loopback and private IPv4
//   addresses) cannot be reached by the CDN: it keeps its address and gains the same query
//   (`w`, `h`, `resize`, `strip`). The local provider resizes its images for that query; a
//   local WordPress site serves its file and ignores it, so the image always shows.
// Anything else (`data:`, `blob:`, `javascript:`, relative or unparsable addresses, credentials)
// comes back unchanged.

/** The largest side the resizing service makes, in px: a larger size is scaled down to it. */
export const MAX_IMAGE_RESIZE = 2000;

const CDN_HOST = /^i[0-3]\.wp\.com$/;

/** The size `resizedImageUrl` asks for. */
export interface ImageResizeSize {
	/** The width to resize to, in px (at most {@link MAX_IMAGE_RESIZE}). */
	readonly width: number;
	/** The height; with it the image is cropped to exactly `width` × `height`, keeping the middle. */
	readonly height?: number | undefined;
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

/** Whole pixels within 1..MAX_IMAGE_RESIZE, keeping the ratio when one side is too large; undefined when not a size. */
function clampSize({ width, height }: ImageResizeSize): ImageResizeSize | undefined {
	if (
		!Number.isFinite(width) ||
		width <= 0 ||
		(height !== undefined && (!Number.isFinite(height) || height <= 0))
	) {
		return undefined;
	}
	const scale = Math.min(1, MAX_IMAGE_RESIZE / width, height === undefined ? 1 : MAX_IMAGE_RESIZE / height);
	const w = Math.max(1, Math.round(width * scale));
	return height === undefined
		? { width: w }
		: { width: w, height: Math.max(1, Math.round(height * scale)) };
}

function setSize(params: URLSearchParams, { width, height }: ImageResizeSize): void {
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
 * The address of a copy of the image at `url` resized to `size` (see the rules at the top of
 * this file); `url` itself when it cannot be rewritten. Never throws, never enlarges (the
 * resizer keeps an image smaller than the size asked as it is).
 *
 * @example
 * resizedImageUrl('https://example.com/a.jpg', { width: 600 });
 * // 'https://i0.wp.com/example.com/a.jpg?ssl=1&w=600&strip=info'
 * resizedImageUrl('http://localhost:5173/wp-content/uploads/a.jpg', { width: 300, height: 300 });
 * // 'http://localhost:5173/wp-content/uploads/a.jpg?w=300&h=300&resize=300%2C300&strip=info'
 */
export function resizedImageUrl(url: string, size: ImageResizeSize): string {
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
