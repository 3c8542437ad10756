import type { Api } from './api';

export interface ImageResizeOptions {
	/** The width wanted, in pixels. */
	readonly width?: number;
	/** The height wanted; with `width` and no `crop`, the image fits inside both. */
	readonly height?: number;
	/** Crop to fill exactly `width` × `height` (both needed), keeping the middle. */
	readonly crop?: boolean;
}

const dimension = (value: number | undefined): number | undefined =>
	value !== undefined && Number.isFinite(value) && value >= 1 ? Math.round(value) : undefined;

/**
 * The URL that asks the image-resizing service (its root: `api.roots.imageResizing`,
 * `https://i0.wp.com/` by default) for `url` at another size:
 *
 * - `<root><host><path>?w=<width>&strip=info` for a width alone (`h=` for a height alone);
 * - `…?resize=<width>,<height>&strip=info` to crop to exactly that size;
 * - `…?fit=<width>,<height>&strip=info` to fit inside that box;
 * - `&ssl=1` is added for an https image. The image's own query string is dropped.
 *
 * The service never enlarges. A URL that is not http(s) (a `blob:` of an image
 * still uploading, a `data:` URL) or a request with no size comes back unchanged.
 *
 * @example
 * resizedImageUrl('https://i0.wp.com/', 'https://example.com/a.jpg', { width: 600 });
 * // 'https://i0.wp.com/example.com/a.jpg?w=600&strip=info&ssl=1'
 */
export function resizedImageUrl(root: string, url: string, options: ImageResizeOptions): string {
	let image: URL;
	try {
		image = new URL(url, globalThis.location?.href);
	} catch {
		return url;
	}
	const width = dimension(options.width);
	const height = dimension(options.height);
	if ((image.protocol !== 'http:' && image.protocol !== 'https:') || (!width && !height)) {
		return url;
	}
	const params = new URLSearchParams();
	if (width && height) {
		params.set(options.crop ? 'resize' : 'fit', `${width},${height}`);
	} else if (width) {
		params.set('w', String(width));
	} else if (height) {
		params.set('h', String(height));
	}
	params.set('strip', 'info');
	if (image.protocol === 'https:') {
		params.set('ssl', '1');
	}
	const base = root.endsWith('/') ? root : `${root}/`;
	return `${base}${image.host}${image.pathname}?${params.toString().replace(/%2C/g, ',')}`;
}

/** {@link resizedImageUrl} through the site's own image-resizing root. */
export function resizedImageUrlFor(api: Api, url: string, options: ImageResizeOptions): string {
	return resizedImageUrl(api.roots.imageResizing, url, options);
}
