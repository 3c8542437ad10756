// The options as the engine uses them, whatever it was given.
import { DEFAULT_COLUMNS, MAX_COLUMNS } from './constants';
import type { GalleryStyle, LayoutOptions } from './types';

const STYLES: readonly GalleryStyle[] = ['rectangular', 'circle', 'square', 'columns'];

export interface UsableOptions {
	readonly style: GalleryStyle;
	readonly columns: number;
	readonly wide: boolean;
}

/**
 * An unknown style is rectangular (the default style); columns are a whole number from 1 to 20
 * (3 when not a finite number); `wide` is true only when it is `true`.
 */
export function usableOptions(options: Partial<LayoutOptions> | null | undefined): UsableOptions {
	const style = STYLES.find((known) => known === options?.style) ?? 'rectangular';
	const columns = options?.columns;
	return {
		style,
		columns:
			typeof columns === 'number' && Number.isFinite(columns)
				? Math.min(MAX_COLUMNS, Math.max(1, Math.floor(columns)))
				: DEFAULT_COLUMNS,
		wide: options?.wide === true,
	};
}
