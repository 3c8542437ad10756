import { lazyBlockEdit, registerBlockOnce, registerBlockyardCategories } from '@blockyard/ui';

import { fieldBlockName } from '../../fields';
import { fieldDeprecations } from './deprecated';
import { FIELD_ICONS } from './icons';
import { FIELD_KIND_SPECS, type FieldKindSpec } from './kinds';
import { fieldMetadata } from './metadata';
import { fieldSave } from './save';
import type { FieldAttributes } from './types';

/** Registers the field block of one kind, from its row of the table. Idempotent. */
export function registerFieldBlock(spec: FieldKindSpec): void {
	registerBlockyardCategories(['forms']);
	registerBlockOnce<FieldAttributes>(fieldBlockName(spec.kind), fieldMetadata(spec), {
		icon: FIELD_ICONS[spec.kind],
		edit: lazyBlockEdit<FieldAttributes>(() =>
			import('./edit').then(({ fieldEdit }) => ({ default: fieldEdit(spec) }))
		),
		save: fieldSave(spec),
		deprecated: fieldDeprecations(spec.kind),
	});
}

/**
 * Registers the twelve field blocks (`blockyard/field-name` … `blockyard/field-consent`), in
 * the 'Forms' category.
 * Idempotent: kinds already registered are left alone.
 *
 * @example
 * registerFieldBlocks();
 */
export function registerFieldBlocks(): void {
	for (const spec of FIELD_KIND_SPECS) {
		registerFieldBlock(spec);
	}
}
