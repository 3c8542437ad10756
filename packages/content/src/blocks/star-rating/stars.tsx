import { element } from './class-names';
import { starFills } from './rating';

interface StarsProps {
	readonly rating: number;
	readonly maxRating: number;
	/** Called with the star's number (1 is the first) when it is clicked; the editor's only. */
	readonly onClickStar?: (star: number) => void;
}

/**
 * The row of stars, drawn by the stylesheet: an outlined star with a filled one over it,
 * whole, half or not at all. Decorative: the rating is in words beside it.
 */
export function Stars({ rating, maxRating, onClickStar }: StarsProps) {
	return (
		<>
			{starFills(rating, maxRating).map((fill, index) => (
				<span
					// The stars are a fixed row: their position is their identity.
					key={index}
					className={`${element('star')} is-${fill}`}
					onClick={onClickStar ? () => onClickStar(index + 1) : undefined}
				/>
			))}
		</>
	);
}
