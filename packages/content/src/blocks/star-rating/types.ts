/** Where the stars sit in the block's width. */
export type StarRatingAlignment = 'left' | 'center' | 'right';

/** `registerBlockType<T>` wants a type alias, not an interface. */
export type StarRatingAttributes = {
	/** 0 to `maxRating`, in steps of 0.5. */
	rating: number;
	/** The highest rating, 2 to 10. */
	maxRating: number;
	/** The stars' colour, `#rrggbb`; none: the text colour around the block. */
	color?: string;
	align: StarRatingAlignment;
	/**
	 * The words read for the rating, `%1$s` the rating and `%2$s` the highest: a snapshot of
	 * the translation the editor had, so that `save` needs no translation lookup.
	 */
	outOfLabel: string;
};
