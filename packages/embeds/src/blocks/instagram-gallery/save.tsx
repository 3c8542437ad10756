import { safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import { useBlockProps } from '@wordpress/block-editor';

import { galleryNumber } from './limits';
import type { InstagramGalleryAttributes, InstagramImage } from './types';

/** The wrapper's classes and gap for these settings: shared by the editor's grid and the saved one. */
export function galleryWrapperProps(attributes: InstagramGalleryAttributes) {
	const columns = galleryNumber('columns', attributes.columns);
	return {
		className: [`has-${columns}-columns`, attributes.isStackedOnMobile ? 'is-stacked-on-mobile' : '']
			.filter(Boolean)
			.join(' '),
		style: { gap: `${galleryNumber('spacing', attributes.spacing)}px` },
	};
}

/** A photo as visitors see it: the image in a link to its post (a plain tile without one). */
export function GalleryItem({ image }: { image: InstagramImage }) {
	if (typeof image !== 'object' || image === null) {
		return null;
	}
	const url = safeMediaUrl(image.url);
	if (url === undefined) {
		return null;
	}
	const img = <img src={url} alt={typeof image.title === 'string' ? image.title : ''} loading="lazy" />;
	const link = safeLinkUrl(image.link);
	return link === undefined ? (
		<span className="wp-block-blockyard-instagram-gallery__item">{img}</span>
	) : (
		<a className="wp-block-blockyard-instagram-gallery__item" href={link} rel="noopener noreferrer">
			{img}
		</a>
	);
}

/**
 * The photos the editor last loaded, as a static grid of links and images: visitors need no
 * token and no script, and the account's token is never part of the markup.
 */
export default function save({ attributes }: { attributes: InstagramGalleryAttributes }) {
	return (
		<div {...useBlockProps.save(galleryWrapperProps(attributes))}>
			{(Array.isArray(attributes.images) ? attributes.images : []).map((image, index) => (
				<GalleryItem key={index} image={image} />
			))}
		</div>
	);
}
