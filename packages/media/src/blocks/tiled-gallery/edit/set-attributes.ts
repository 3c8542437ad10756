import type { TiledGalleryAttributes, TiledGalleryImage } from '../types';

type SetAttributes = (attributes: Partial<TiledGalleryAttributes>) => void;

/** The message of the error thrown when `ids` is set directly. */
export const IDS_ARE_DERIVED =
	'The ids attribute should not be changed directly. It is managed automatically when the images attribute changes.';

/** The media ids of these images (those with a numeric id), in their order. */
export function idsOf(images: readonly TiledGalleryImage[]): number[] {
	return images.map((image) => Number(image.id)).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The gallery's own attribute setter over the editor's: `ids` always follows `images`, and
 * setting `ids` directly is a mistake that throws.
 */
export function gallerySetter(setAttributes: SetAttributes): SetAttributes {
	return (attributes) => {
		if ('ids' in attributes) {
			throw new Error(IDS_ARE_DERIVED);
		}
		setAttributes(attributes.images ? { ...attributes, ids: idsOf(attributes.images) } : attributes);
	};
}

/**
 * A media object as the media library, the upload or the media modal hands it over. A type, not
 * an interface, so that it is one of the records `MediaPlaceholder` and `MediaUpload` hand over.
 */
export type PickedMedia = {
	readonly id?: number | string;
	readonly url?: string;
	readonly alt?: string;
	readonly link?: string;
	readonly sizes?: { readonly large?: { readonly url?: string } };
	readonly media_details?: { readonly sizes?: { readonly large?: { readonly source_url?: string } } };
};

/** The gallery's entry for a picked or uploaded image: alt, id, link, and the large size's address when there is one. */
export function pickRelevantMedia(media: PickedMedia): TiledGalleryImage {
	const url = media.sizes?.large?.url ?? media.media_details?.sizes?.large?.source_url ?? media.url;
	return {
		alt: media.alt ?? '',
		...(media.id !== undefined ? { id: String(media.id) } : {}),
		...(media.link ? { link: media.link } : {}),
		...(url ? { url } : {}),
	};
}
