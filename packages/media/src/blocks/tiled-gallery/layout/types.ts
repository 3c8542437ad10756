/** The gallery's four block styles. */
export type GalleryStyle = 'rectangular' | 'circle' | 'square' | 'columns';

/**
 * What the engine needs of an image: its size in pixels. A missing or unusable size counts as
 * square; a numeric string (as an attribute read from saved markup gives) counts as its number.
 */
export interface LayoutImage {
	readonly width?: number;
	readonly height?: number;
}

export interface LayoutOptions {
	readonly style: GalleryStyle;
	/** Columns of the columns, square and circle styles (1 to 20); the rectangular style ignores it. */
	readonly columns: number;
	/** The gallery is aligned wide or full: the rectangular style may then put five columns in a row. */
	readonly wide: boolean;
}

export interface LayoutColumn {
	/** The column's share of the row, in % rounded to 5 decimals; a row's columns sum to exactly 100. */
	readonly width: number;
	/** Indexes into the images given to the engine, top to bottom. */
	readonly images: readonly number[];
}

export interface LayoutRow {
	readonly columns: readonly LayoutColumn[];
}
