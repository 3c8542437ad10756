import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { StarRatingAttributes } from '../types';

/** The words for a rating in the editor's language (`3.5 out of 5`), as a template. */
export const translatedOutOfLabel = (): string =>
	/* translators: a star rating in words: %1$s is the rating (3.5), %2$s the highest rating (5). */
	__('%1$s out of %2$s', 'blockyard');

/**
 * Keeps `outOfLabel`, the snapshot of the rating's words that `save` renders, in the
 * editor's language: when the stored one differs it is written, marked not persistent so it
 * makes no undo level (as Business Hours keeps its localization). Returns the live template.
 */
export function useOutOfLabel(
	stored: string,
	setAttributes: (attributes: Partial<StarRatingAttributes>) => void
): string {
	const live = translatedOutOfLabel();
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	useEffect(() => {
		if (live !== stored) {
			markNextChangeAsNotPersistent();
			setAttributes({ outOfLabel: live });
		}
	}, [live, stored, markNextChangeAsNotPersistent, setAttributes]);

	return live;
}
