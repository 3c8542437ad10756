import { parse } from '@wordpress/block-serialization-default-parser';

import {
	CONTACT_FORM_BLOCK,
	FIELD_BLOCK_PREFIX,
	FIELD_KINDS,
	formMessage,
	trimLabelEnd,
	trimSpaces,
	type FieldKind,
} from './contract';

/** A field of a saved form, read from its block comment alone. */
export interface FormField {
	readonly kind: FieldKind;
	/** The submitted key. */
	readonly name: string;
	/** What messages call the field: its label, else the consent text, else "This field". */
	readonly label: string;
	readonly required: boolean;
	/** The choices of `select`, `radio` and `checkbox-multiple`; empty for the others. */
	readonly options: readonly string[];
}

/** A block as the default parser gives it, its attributes not trusted. */
interface ParsedBlock {
	readonly blockName: string | null;
	readonly attrs: unknown;
	readonly innerBlocks: readonly ParsedBlock[];
}

function fieldKindOf(blockName: string | null): FieldKind | undefined {
	if (!blockName?.startsWith(FIELD_BLOCK_PREFIX)) {
		return undefined;
	}
	const kind = blockName.slice(FIELD_BLOCK_PREFIX.length);
	return FIELD_KINDS.find((known) => known === kind);
}

const attributesOf = (block: ParsedBlock): Readonly<Record<string, unknown>> =>
	typeof block.attrs === 'object' && block.attrs !== null ? (block.attrs as Record<string, unknown>) : {};

const text = (value: unknown): string => (typeof value === 'string' ? trimSpaces(value) : '');

/** The label without a trailing colon or asterisk ("Name *" → "Name"), else the consent text, else "This field". */
function labelOf(attributes: Readonly<Record<string, unknown>>): string {
	const label = trimLabelEnd(text(attributes.label) || text(attributes.consentText));
	return label === '' ? formMessage('unnamedField') : label;
}

/** A field block as a {@link FormField}; `undefined` without a `name` (it cannot be submitted). */
function fieldOf(kind: FieldKind, attributes: Readonly<Record<string, unknown>>): FormField | undefined {
	const name = text(attributes.name);
	if (name === '') {
		return undefined;
	}
	const options = Array.isArray(attributes.options)
		? attributes.options.map(text).filter((option) => option !== '')
		: [];
	return {
		kind,
		name,
		label: labelOf(attributes),
		required: attributes.required === true,
		options,
	};
}

/** The fields inside a form block, in order; a nested form's fields are its own. */
function fieldsInside(blocks: readonly ParsedBlock[]): FormField[] {
	return blocks.flatMap((block): FormField[] => {
		if (block.blockName === CONTACT_FORM_BLOCK) {
			return [];
		}
		const kind = fieldKindOf(block.blockName);
		if (kind !== undefined) {
			const field = fieldOf(kind, attributesOf(block));
			return field ? [field] : [];
		}
		return fieldsInside(block.innerBlocks);
	});
}

function findForm(blocks: readonly ParsedBlock[], formId: string): ParsedBlock | undefined {
	for (const block of blocks) {
		if (block.blockName === CONTACT_FORM_BLOCK && attributesOf(block).formId === formId) {
			return block;
		}
		const inner = findForm(block.innerBlocks, formId);
		if (inner) {
			return inner;
		}
	}
	return undefined;
}

/** A saved form, read from its block comments. */
export interface ContactForm {
	readonly fields: readonly FormField[];
	/** The form's `confirmationMessage` attribute, when it has one. */
	readonly confirmationMessage?: string;
}

/** The `formId` of every contact form in a post's saved content, at any depth, each once. */
export function formIdsIn(content: string): string[] {
	if (!content.includes(CONTACT_FORM_BLOCK)) {
		return [];
	}
	const ids = new Set<string>();
	const visit = (blocks: readonly ParsedBlock[]): void => {
		for (const block of blocks) {
			const formId = attributesOf(block).formId;
			if (block.blockName === CONTACT_FORM_BLOCK && typeof formId === 'string' && formId !== '') {
				ids.add(formId);
			}
			visit(block.innerBlocks);
		}
	};
	visit(parse(content));
	return [...ids];
}

/**
 * The `blockyard/contact-form` block with this `formId` in a post's saved
 * content (at any depth), or `undefined` when it holds no such form. Fields
 * without a `name` are left out; a name given twice counts once (the first).
 */
export function findContactForm(content: string, formId: string): ContactForm | undefined {
	if (formId === '' || !content.includes(CONTACT_FORM_BLOCK)) {
		return undefined;
	}
	const form = findForm(parse(content), formId);
	if (!form) {
		return undefined;
	}
	const seen = new Set<string>();
	const fields = fieldsInside(form.innerBlocks).filter((field) => {
		if (seen.has(field.name)) {
			return false;
		}
		seen.add(field.name);
		return true;
	});
	const confirmationMessage = text(attributesOf(form).confirmationMessage);
	return confirmationMessage === '' ? { fields } : { fields, confirmationMessage };
}
