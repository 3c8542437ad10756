/** The block-editor selectors `hasEarlierDuplicate` reads. */
export interface BlockLookup {
	getClientIdsWithDescendants: () => string[];
	getBlockName: (clientId: string) => string | null;
	getBlockAttributes: (clientId: string) => Record<string, unknown> | null;
}

/**
 * Whether a block before `clientId` in document order, among `blockNames`, has the same
 * `attribute` value: then `clientId` is the copy (a duplicated or pasted block comes
 * after its original) and is the one that needs a new value.
 */
export function hasEarlierDuplicate(
	lookup: BlockLookup,
	clientId: string,
	blockNames: ReadonlySet<string>,
	attribute: string,
	value: unknown
): boolean {
	for (const id of lookup.getClientIdsWithDescendants()) {
		if (id === clientId) {
			return false;
		}
		const name = lookup.getBlockName(id);
		if (name !== null && blockNames.has(name) && lookup.getBlockAttributes(id)?.[attribute] === value) {
			return true;
		}
	}
	return false;
}
