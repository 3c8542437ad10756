import type { BlockAttribute } from '@wordpress/blocks';

import { CONTACT_FORM_BLOCK_NAME, fieldBlockName, type FieldBlockName } from '../../fields';
import { hasAttribute, type FieldKindSpec } from './kinds';
import type { FieldAttributes } from './types';

/*
 * No block.json per field, on purpose. The house style starts a block folder from its
 * block.json, but the twelve fields differ only in the row of ./kinds.ts: twelve
 * block.json files would be twelve copies to keep in step. The fields need nothing
 * from server-side registration either: they render no PHP, their styles ship in the
 * contact form's style.css (a field only ever sits in a form), and the server reads
 * their attributes from the block comments. So this factory makes the block.json-like
 * metadata from the table, and the WordPress build (which registers folders that hold a
 * block.json) registers only the form on the server.
 */

/** What a block.json would hold for a field block. */
export interface FieldBlockMetadata {
	readonly apiVersion: 3;
	readonly name: FieldBlockName;
	readonly title: string;
	readonly category: 'forms';
	readonly parent: readonly string[];
	readonly description: string;
	readonly keywords: readonly string[];
	readonly textdomain: 'blockyard';
	readonly attributes: { readonly [Key in keyof FieldAttributes]?: BlockAttribute };
	readonly supports: { readonly html: false; readonly reusable: false };
}

/** The attribute definitions of a kind: `name`, `label`, `required`, then what the kind has. */
export function fieldAttributeDefinitions(spec: FieldKindSpec): FieldBlockMetadata['attributes'] {
	return {
		name: { type: 'string' },
		label: { type: 'string' },
		required: { type: 'boolean', default: false },
		...(hasAttribute(spec, 'placeholder') && { placeholder: { type: 'string' } }),
		...(hasAttribute(spec, 'options') && { options: { type: 'array', default: [] } }),
		...(hasAttribute(spec, 'consentText') && { consentText: { type: 'string' } }),
	};
}

/**
 * The block.json-like metadata of a field kind, with its title, description and
 * keywords translated (so call it at registration, after translations are loaded).
 *
 * @example
 * fieldMetadata(FIELD_KIND_TABLE.email).name; // 'blockyard/field-email'
 */
export function fieldMetadata(spec: FieldKindSpec): FieldBlockMetadata {
	const texts = spec.texts();
	return {
		apiVersion: 3,
		name: fieldBlockName(spec.kind),
		title: texts.title,
		category: 'forms',
		parent: [CONTACT_FORM_BLOCK_NAME],
		description: texts.description,
		keywords: texts.keywords,
		textdomain: 'blockyard',
		attributes: fieldAttributeDefinitions(spec),
		supports: { html: false, reusable: false },
	};
}
