import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { element } from './class-names';
import { normalizeHexColor } from './color';
import { clampMaxRating, clampRating, formatRating, ratingText } from './rating';
import { Stars } from './stars';
import type { StarRatingAttributes } from './types';

/**
 * A pure function of the attributes: the words come from the stored `outOfLabel`, never
 * from `__()`. The rating is a schema.org `Rating` item (microdata: WordPress removes the
 * scripts JSON-LD would need from authors' posts).
 */
export default function StarRatingSave({ attributes }: BlockSaveProps<StarRatingAttributes>) {
	const maxRating = clampMaxRating(attributes.maxRating);
	const rating = clampRating(attributes.rating, maxRating);
	const color = normalizeHexColor(attributes.color);
	return (
		<div
			{...useBlockProps.save({
				className: `has-text-align-${attributes.align}`,
				style: color ? { color } : undefined,
			})}
		>
			<span className={element('rating')} itemScope itemType="https://schema.org/Rating">
				<meta itemProp="worstRating" content="0" />
				<meta itemProp="ratingValue" content={formatRating(rating)} />
				<meta itemProp="bestRating" content={formatRating(maxRating)} />
				<span className={element('stars')} aria-hidden="true">
					<Stars rating={rating} maxRating={maxRating} />
				</span>
				<span className={element('label')}>
					{ratingText(rating, maxRating, attributes.outOfLabel)}
				</span>
			</span>
		</div>
	);
}
