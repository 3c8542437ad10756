// Conversions between the tiled gallery and WordPress's own Gallery and Image blocks. Only
// images with both a media id and an address come across: the gallery's images are the
// library's.
import { type Block, createBlock } from '@wordpress/blocks';

import type { TiledGalleryAttributes, TiledGalleryImage } from './types';

/** The attributes of a core/image block that the gallery reads. */
interface CoreImageAttributes {
	readonly id?: number | string;
	readonly url?: string;
	readonly alt?: string;
	readonly caption?: string;
	readonly width?: number | string;
	readonly height?: number | string;
	readonly href?: string;
}

/** A core/gallery of before WordPress 5.9 kept its images in an attribute. */
interface CoreGalleryAttributes {
	readonly images?: readonly (CoreImageAttributes & { readonly link?: string })[];
	readonly columns?: number;
	readonly linkTo?: string;
}

const whole = (value: unknown): number | undefined => {
	const number = typeof value === 'string' ? Number(value) : value;
	return typeof number === 'number' && Number.isFinite(number) && number > 0
		? Math.round(number)
		: undefined;
};

/** The gallery's image for a core image, or undefined without both an id and an address. */
export function fromCoreImage(
	image: CoreImageAttributes & { readonly link?: string }
): TiledGalleryImage | undefined {
	const id = whole(image.id);
	if (id === undefined || !image.url) {
		return undefined;
	}
	const width = whole(image.width);
	const height = whole(image.height);
	return {
		alt: image.alt ?? '',
		id: String(id),
		url: image.url,
		...(image.link ? { link: image.link } : {}),
		...(width !== undefined && height !== undefined ? { width, height } : {}),
	};
}

/** The gallery's attributes for these images: `ids` derived from them. */
export function galleryAttributes(
	images: readonly (TiledGalleryImage | undefined)[]
): Pick<TiledGalleryAttributes, 'images' | 'ids'> {
	const kept = images.filter((image): image is TiledGalleryImage => image !== undefined);
	return { images: kept, ids: kept.map((image) => Number(image.id)) };
}

const linkTo = (value: string | undefined): TiledGalleryAttributes['linkTo'] =>
	value === 'media' || value === 'file'
		? 'media'
		: value === 'attachment' || value === 'post'
			? 'attachment'
			: 'none';

export const transforms = {
	from: [
		{
			type: 'block',
			blocks: ['core/gallery'],
			transform: (attributes: CoreGalleryAttributes, innerBlocks: readonly Block[] = []) => {
				const images =
					innerBlocks.length > 0
						? innerBlocks.map((block) => fromCoreImage(block.attributes as CoreImageAttributes))
						: (attributes.images ?? []).map(fromCoreImage);
				return createBlock('blockyard/tiled-gallery', {
					...galleryAttributes(images),
					...(attributes.columns ? { columns: attributes.columns } : {}),
					linkTo: linkTo(attributes.linkTo),
				});
			},
		},
		{
			type: 'block',
			blocks: ['core/image'],
			isMultiBlock: true,
			transform: (attributes: readonly CoreImageAttributes[]) =>
				createBlock('blockyard/tiled-gallery', galleryAttributes(attributes.map(fromCoreImage))),
		},
	],
	to: [
		{
			type: 'block',
			blocks: ['core/gallery'],
			transform: ({ images, columns, linkTo: link }: TiledGalleryAttributes) =>
				createBlock(
					'core/gallery',
					{
						...(columns ? { columns } : {}),
						linkTo: link === 'media' ? 'media' : link === 'attachment' ? 'attachment' : 'none',
					},
					images
						.filter(
							(image) =>
								image.url && !image.url.startsWith('blob:') && whole(image.id) !== undefined
						)
						.map((image) =>
							createBlock('core/image', {
								id: whole(image.id),
								url: image.url,
								alt: image.alt ?? '',
							})
						)
				),
		},
	],
};
