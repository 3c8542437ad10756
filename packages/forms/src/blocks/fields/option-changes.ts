/** The edits the options editor makes, as pure functions: each returns a new list. */

export const addOption = (options: readonly string[], option: string): string[] => [...options, option];

export const removeOption = (options: readonly string[], index: number): string[] =>
	options.filter((_, position) => position !== index);

export const renameOption = (options: readonly string[], index: number, option: string): string[] =>
	options.map((current, position) => (position === index ? option : current));

/** Moves the option at `index` by `offset` (-1 up, 1 down); out of range, the list is unchanged. */
export function moveOption(options: readonly string[], index: number, offset: -1 | 1): string[] {
	const target = index + offset;
	const moved = options[index];
	const other = options[target];
	if (moved === undefined || other === undefined) {
		return [...options];
	}
	const next = [...options];
	next[target] = moved;
	next[index] = other;
	return next;
}
