import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import { hasEarlierDuplicate } from './earlier-duplicate';

export interface UniqueAttributeOptions<Attributes> {
	readonly clientId: string;
	/** The block types whose values must differ from this one's (one array for every call: a module constant). */
	readonly blockNames: readonly string[];
	readonly attribute: keyof Attributes & string;
	readonly value: string | undefined;
	/** The change that gives the block a new value (memoize it: it is an effect dependency). */
	readonly create: () => Partial<Attributes>;
	readonly setAttributes: (attributes: Partial<Attributes>) => void;
}

/**
 * Fills `attribute` in when it is missing, and gives a copy a new one when an earlier
 * block of `blockNames` has the same value, marked not persistent so that neither makes
 * an undo level. A copy is renamed at most once per mount: a form in a synced pattern
 * placed twice shares its attributes with itself, and would otherwise rename forever.
 */
export function useUniqueAttribute<Attributes>({
	clientId,
	blockNames,
	attribute,
	value,
	create,
	setAttributes,
}: UniqueAttributeOptions<Attributes>): void {
	const isCopy = useSelect(
		(select) => {
			if (!value) {
				return false;
			}
			const editor = select(blockEditorStore);
			return hasEarlierDuplicate(editor, clientId, blockNames, attribute, value);
		},
		[clientId, blockNames, attribute, value]
	);
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	const renamed = useRef(false);

	useEffect(() => {
		const missing = !value;
		if (!missing && !(isCopy && !renamed.current)) {
			return;
		}
		if (!missing) {
			renamed.current = true;
		}
		markNextChangeAsNotPersistent();
		setAttributes(create());
	}, [value, isCopy, create, markNextChangeAsNotPersistent, setAttributes]);
}
