import { AlignmentControl, BlockControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { element } from '../class-names';
import { normalizeHexColor } from '../color';
import { clampMaxRating, clampRating, ratingText } from '../rating';
import { ratingAfterClick, ratingAfterKey } from '../rating-input';
import { Stars } from '../stars';
import type { StarRatingAlignment, StarRatingAttributes } from '../types';
import { StarRatingInspector } from './inspector';
import { useOutOfLabel } from './use-out-of-label';
import { useSliderKeys } from './use-slider-keys';

const isAlignment = (value: unknown): value is StarRatingAlignment =>
	value === 'left' || value === 'center' || value === 'right';

/**
 * The stars as a slider: a click on a star sets it (on the set star, half a star less or
 * more), the arrow keys move by half a star, Home and End go to 0 and the highest rating.
 * The toolbar aligns it; the sidebar sets the highest rating and the colour.
 */
export default function StarRatingEdit({ attributes, setAttributes }: BlockEditProps<StarRatingAttributes>) {
	const maxRating = clampMaxRating(attributes.maxRating);
	const rating = clampRating(attributes.rating, maxRating);
	const color = normalizeHexColor(attributes.color);
	const outOfLabel = useOutOfLabel(attributes.outOfLabel, setAttributes);
	const blockProps = useBlockProps({
		className: `has-text-align-${attributes.align}`,
		style: color ? { color } : undefined,
	});
	const valueText = ratingText(rating, maxRating, outOfLabel);

	const sliderRef = useSliderKeys<HTMLSpanElement>((event) => {
		const next = ratingAfterKey(rating, maxRating, event.key);
		if (next === undefined) {
			return;
		}
		// Handled here: the editor would move to another block on an arrow key.
		event.preventDefault();
		event.stopPropagation();
		if (next !== rating) {
			setAttributes({ rating: next });
		}
	});

	return (
		<div {...blockProps}>
			<BlockControls group="block">
				<AlignmentControl
					value={attributes.align}
					onChange={(align: string | undefined) =>
						setAttributes({ align: isAlignment(align) ? align : 'left' })
					}
				/>
			</BlockControls>
			<StarRatingInspector
				maxRating={maxRating}
				color={color}
				onChangeMaxRating={(value) => {
					const max = clampMaxRating(value);
					setAttributes({ maxRating: max, rating: clampRating(rating, max) });
				}}
				onChangeColor={(value) => setAttributes({ color: normalizeHexColor(value) })}
			/>
			<span
				className={`${element('stars')} ${element('slider')}`}
				role="slider"
				tabIndex={0}
				aria-label={__('Rating', 'blockyard')}
				aria-valuemin={0}
				aria-valuemax={maxRating}
				aria-valuenow={rating}
				aria-valuetext={valueText}
				aria-orientation="horizontal"
				ref={sliderRef}
			>
				<Stars
					rating={rating}
					maxRating={maxRating}
					onClickStar={(star) => setAttributes({ rating: ratingAfterClick(rating, star) })}
				/>
			</span>
		</div>
	);
}
