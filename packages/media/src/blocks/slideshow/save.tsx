import { useBlockProps } from '@wordpress/block-editor';

import {
	CAPTION_CLASS,
	FIGURE_CLASS,
	IMAGE_CLASS,
	savedSlides,
	settingsData,
	SLIDE_CLASS,
	SLIDES_CLASS,
} from './markup';
import type { SlideshowAttributes } from './types';

/**
 * The visitor's slideshow without its script: a plain list of the images, each a figure with
 * its text alternative and caption, in the order of the slides. The wrapper carries the
 * settings as data attributes, which the visitor's view reads to turn the list into a
 * slider. Images still uploading (`blob:` addresses), and addresses the saved-output policy
 * refuses, are never saved; nothing is saved for a slideshow without images.
 */
export default function save({ attributes }: { attributes: SlideshowAttributes }) {
	const images = savedSlides(attributes.images);
	if (images.length === 0) {
		return null;
	}
	return (
		<div {...useBlockProps.save()} {...settingsData(attributes)}>
			<ul className={SLIDES_CLASS}>
				{images.map((image, index) => (
					<li className={SLIDE_CLASS} key={`${String(image.id)}-${String(index)}`}>
						<figure className={FIGURE_CLASS}>
							<img
								className={
									image.id > 0 ? `${IMAGE_CLASS} wp-image-${String(image.id)}` : IMAGE_CLASS
								}
								src={image.url}
								alt={image.alt}
								data-id={image.id > 0 ? String(image.id) : undefined}
							/>
							{image.caption !== '' && (
								<figcaption className={CAPTION_CLASS}>{image.caption}</figcaption>
							)}
						</figure>
					</li>
				))}
			</ul>
		</div>
	);
}
