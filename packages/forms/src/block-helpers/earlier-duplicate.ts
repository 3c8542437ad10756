/** The block-editor selectors `hasEarlierDuplicate` reads. */
export interface BlockLookup {
	/**
	 * The client ids of the blocks of these types, in document order. The block editor
	 * memoizes it while no block is added, moved or removed, for the same array of names.
	 */
	getBlocksByName: (blockNames: string[]) => string[];
	getBlockAttributes: (clientId: string) => Record<string, unknown> | null;
}

/**
 * Whether a block before `clientId` in document order, among `blockNames`, has the same
 * `attribute` value: then `clientId` is the copy (a duplicated or pasted block comes
 * after its original) and is the one that needs a new value. It runs on every change in
 * the editor, for every such block, so it reads only the blocks of those types
 * (pass the same `blockNames` array each time, so the editor's lookup of them is reused).
 */
export function hasEarlierDuplicate(
	lookup: BlockLookup,
	clientId: string,
	blockNames: readonly string[],
	attribute: string,
	value: unknown
): boolean {
	// The block editor's selector takes a mutable array; it does not change it.
	for (const id of lookup.getBlocksByName(blockNames as string[])) {
		if (id === clientId) {
			return false;
		}
		if (lookup.getBlockAttributes(id)?.[attribute] === value) {
			return true;
		}
	}
	return false;
}
