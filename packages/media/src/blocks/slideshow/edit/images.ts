// The slideshow's images as the edit handles them: made from what the media library, the
// upload or the placeholder hand over, and the images still uploading (`blob:` addresses).
import type { SlideshowImage } from '../types';

/** Whether an image is still uploading: its address is the browser's temporary `blob:` one. */
export const isUploading = (image: Pick<SlideshowImage, 'url'>): boolean => image.url.startsWith('blob:');

/** Whether a file may go into a slideshow: image files only. */
export const isImageFile = (file: Pick<File, 'type'>): boolean => file.type.startsWith('image/');

type Media = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The text of a caption the library may give as HTML (or as `{ raw }` / `{ rendered }`). */
export function plainCaption(caption: unknown): string {
	const html =
		typeof caption === 'object' && caption !== null
			? text((caption as Media).raw) || text((caption as Media).rendered)
			: text(caption);
	if (!html.includes('<') && !html.includes('&')) {
		return html.trim();
	}
	return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

/** The address of `media` at size `slug`, from the library's `sizes` or the REST `media_details.sizes`. */
export function sizedUrl(media: Media, slug: string | undefined): string | undefined {
	if (!slug) {
		return undefined;
	}
	const fromLibrary = (media.sizes as Record<string, { url?: unknown }> | undefined)?.[slug]?.url;
	const details = media.media_details as { sizes?: Record<string, { source_url?: unknown }> } | undefined;
	const fromRest = details?.sizes?.[slug]?.source_url;
	return text(fromLibrary) || text(fromRest) || undefined;
}

/** A slideshow image from a media item, at size `slug` when the item has it. */
export function imageFromMedia(media: Media, slug?: string): SlideshowImage {
	const id = typeof media.id === 'number' ? media.id : Number.parseInt(text(media.id), 10) || 0;
	return {
		id,
		url: sizedUrl(media, slug) ?? (text(media.url) || text(media.source_url)),
		alt: text(media.alt) || text(media.alt_text),
		caption: plainCaption(media.caption),
	};
}

/** The attributes for a new list of images: the images, and the ids derived from them. */
export function withIds(images: readonly SlideshowImage[]): { images: SlideshowImage[]; ids: number[] } {
	return { images: [...images], ids: images.flatMap((image) => (image.id > 0 ? [image.id] : [])) };
}

/**
 * `images` with the ones at `batch` addresses (an upload's, as last reported) replaced by
 * `next` where the first of them was, or `next` added at the end when none is left.
 */
export function replaceBatch(
	images: readonly SlideshowImage[],
	batch: ReadonlySet<string>,
	next: readonly SlideshowImage[]
): SlideshowImage[] {
	const at = images.findIndex((image) => batch.has(image.url));
	const kept = images.filter((image) => !batch.has(image.url));
	if (at === -1) {
		return [...kept, ...next];
	}
	const before = images.slice(0, at).filter((image) => !batch.has(image.url)).length;
	return [...kept.slice(0, before), ...next, ...kept.slice(before)];
}

/**
 * Whether what the placeholder handed over is files to upload (rather than library items).
 * Told by their tag, not `instanceof File`: the editor's canvas is an iframe, whose files are
 * another window's.
 */
export const areFiles = (selected: ArrayLike<unknown>): selected is ArrayLike<File> =>
	selected.length > 0 &&
	(selected[0] instanceof File || Object.prototype.toString.call(selected[0]) === '[object File]');
