import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useMemo } from '@wordpress/element';

import { FORM_FIELD_BLOCK_NAMES, fieldNameFromLabel, isFieldName } from '../../../fields';
import { randomBase36 } from '../../../block-helpers/random-id';
import { useUniqueAttribute } from '../../../block-helpers/use-unique-attribute';
import { hasAttribute, type FieldKindSpec } from '../kinds';
import type { FieldAttributes } from '../types';

const FIELD_BLOCK_NAMES: readonly string[] = FORM_FIELD_BLOCK_NAMES;

/** Length of the random suffix of a field name. */
export const NAME_SUFFIX_LENGTH = 4;

/**
 * Fills in, without an undo level, what a new field lacks: its label, consent text and a
 * drop-down's first choice (the kind's defaults, translated, so a visitor reads the site's
 * language) and its `name` (the label's slug and a random
 * suffix). A field whose name an earlier field on the page already has (a copy), or whose
 * name the forms contract does not allow (a draft's `"name": "Your email"`), gets a new
 * one. Returns the label to show meanwhile.
 */
export function useFieldDefaults(
	spec: FieldKindSpec,
	clientId: string,
	attributes: FieldAttributes,
	setAttributes: (attributes: Partial<FieldAttributes>) => void
): string {
	const texts = useMemo(() => spec.texts(), [spec]);
	const label = attributes.label ?? texts.label;
	const missingLabel = attributes.label === undefined;
	const missingConsentText = hasAttribute(spec, 'consentText') && attributes.consentText === undefined;
	const missingPlaceholder = texts.placeholder !== undefined && attributes.placeholder === undefined;
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	const missingTexts = useCallback(
		(): Partial<FieldAttributes> => ({
			...(missingLabel && { label }),
			...(missingConsentText && { consentText: texts.consentText }),
			...(missingPlaceholder && { placeholder: texts.placeholder }),
		}),
		[missingLabel, missingConsentText, missingPlaceholder, label, texts]
	);

	const createName = useCallback(
		(): Partial<FieldAttributes> => ({
			name: fieldNameFromLabel(label, randomBase36(NAME_SUFFIX_LENGTH)),
			...missingTexts(),
		}),
		[label, missingTexts]
	);

	useUniqueAttribute<FieldAttributes>({
		clientId,
		blockNames: FIELD_BLOCK_NAMES,
		attribute: 'name',
		// A name the contract does not allow counts as none: WordPress would drop it from an author's save.
		value: isFieldName(attributes.name) ? attributes.name : undefined,
		create: createName,
		setAttributes,
	});

	// A field that has its name but lacks a text (rebuilt from a comment without one).
	const hasName = Boolean(attributes.name);
	useEffect(() => {
		if (hasName && (missingLabel || missingConsentText || missingPlaceholder)) {
			markNextChangeAsNotPersistent();
			setAttributes(missingTexts());
		}
	}, [
		hasName,
		missingLabel,
		missingConsentText,
		missingPlaceholder,
		missingTexts,
		markNextChangeAsNotPersistent,
		setAttributes,
	]);

	return label;
}
