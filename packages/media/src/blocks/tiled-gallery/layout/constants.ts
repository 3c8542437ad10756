/** The gutter between columns and between images stacked in a column, in pixels. */
export const GAP_PX = 4;

/**
 * The row width, in pixels, at which the rectangular style's stacked columns are exactly as tall
 * as their neighbours. Percentages cannot carry the fixed 4 px gutter between stacked images, so
 * at another width a column stacking more images than its neighbour ends up to a few pixels
 * taller or shorter (rows whose columns hold one image each are exact at every width).
 */
export const NOMINAL_ROW_WIDTH_PX = 1000;

/** The most columns the columns, square and circle styles take. */
export const MAX_COLUMNS = 20;

/** Columns when the option is not a usable number. */
export const DEFAULT_COLUMNS = 3;
