/**
 * Where focus goes in the picker's grid of `count` items laid out in `columns` columns when
 * `key` is pressed at `index`: the arrows move by one item or one row, Home and End to the
 * first and last item. `undefined` for any other key (the grid leaves it alone).
 */
export function gridFocusAfter(
	key: string,
	index: number,
	count: number,
	columns: number
): number | undefined {
	if (count === 0) {
		return undefined;
	}
	const last = count - 1;
	const step = Math.max(1, columns);
	switch (key) {
		case 'ArrowRight':
			return Math.min(last, index + 1);
		case 'ArrowLeft':
			return Math.max(0, index - 1);
		case 'ArrowDown':
			return index + step <= last ? index + step : index;
		case 'ArrowUp':
			return index - step >= 0 ? index - step : index;
		case 'Home':
			return 0;
		case 'End':
			return last;
		default:
			return undefined;
	}
}
