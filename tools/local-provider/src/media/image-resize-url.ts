/** Where the provider answers the image-resizing service's URLs: `/image-resize/<host>/<path>?w=…`. */
export const IMAGE_RESIZE_PATH = '/image-resize';

/** The provider's own resizing URL for one of its images (`path` below `origin`) with these parameters. */
export function imageResizeUrl(origin: string, path: string, params: string): string {
	return `${origin}${IMAGE_RESIZE_PATH}/${new URL(origin).host}${path}?${params}&strip=info`;
}
