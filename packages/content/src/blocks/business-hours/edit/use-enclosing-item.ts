import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { CONTACT_INFO_BLOCK_NAME } from '../../contact-info/name';
import type { BusinessHoursAttributes } from '../types';

/**
 * Keeps `joinsEnclosingItem` in step with where the block is: true inside a
 * Contact Info (whose `LocalBusiness` item the hours then belong to), false
 * anywhere else. A change follows a move or an insertion, so it is marked not
 * persistent and makes no undo level of its own, as the localization sync does.
 * See docs/decisions/0025-contact-info-microdata.md.
 */
export function useEnclosingItem(
	clientId: string,
	joinsEnclosingItem: boolean,
	setAttributes: (attributes: Partial<BusinessHoursAttributes>) => void
): void {
	const insideContactInfo = useSelect(
		(select) =>
			select(blockEditorStore).getBlockParentsByBlockName(clientId, CONTACT_INFO_BLOCK_NAME).length > 0,
		[clientId]
	);
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	useEffect(() => {
		if (insideContactInfo !== joinsEnclosingItem) {
			markNextChangeAsNotPersistent();
			setAttributes({ joinsEnclosingItem: insideContactInfo });
		}
	}, [insideContactInfo, joinsEnclosingItem, markNextChangeAsNotPersistent, setAttributes]);
}
