/** The most items the picker keeps selected at once in multiple mode. */
export const MAX_SELECTED = 10;

/** What the selection needs of an item: the id it is known by. */
export interface Selectable {
	readonly ID: string;
}

/**
 * The selection after the user picked `item`. Picking a selected item unselects it. In single
 * mode the item replaces whatever was selected; in multiple mode it joins the selection, and when
 * that would make more than {@link MAX_SELECTED}, the oldest picks make room (the nine most recent
 * stay, with the new one last).
 *
 * @example
 * toggleSelection([a], b, false); // [b]
 * toggleSelection([a], a, true); // []
 */
export function toggleSelection<T extends Selectable>(
	selected: readonly T[],
	item: T,
	multiple: boolean
): readonly T[] {
	if (selected.some((entry) => entry.ID === item.ID)) {
		return selected.filter((entry) => entry.ID !== item.ID);
	}
	if (!multiple) {
		return [item];
	}
	return [...selected.slice(-(MAX_SELECTED - 1)), item];
}
