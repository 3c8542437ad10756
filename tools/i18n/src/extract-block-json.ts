import type { Found } from './catalog';

interface BlockVariation {
	title?: unknown;
	description?: unknown;
	keywords?: unknown;
}

interface BlockMetadata {
	title?: unknown;
	description?: unknown;
	keywords?: unknown;
	styles?: unknown;
	variations?: unknown;
}

const strings = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const records = <T>(value: unknown): T[] =>
	Array.isArray(value) ? value.filter((item): item is T => typeof item === 'object' && item !== null) : [];

/**
 * The translatable fields of a block.json, each with the context WordPress translates it with
 * (its block.json i18n schema, applied by `register_block_type()` in PHP and `registerBlockType()`
 * in JavaScript): the title, description, keywords, style labels and variations.
 */
export function extractBlockJson(reference: string, metadata: BlockMetadata): Found[] {
	const found: Found[] = [];
	const add = (context: string, value: unknown): void => {
		if (typeof value === 'string' && value !== '') {
			found.push({ context, msgid: value, reference });
		}
	};
	add('block title', metadata.title);
	add('block description', metadata.description);
	for (const keyword of strings(metadata.keywords)) {
		add('block keyword', keyword);
	}
	for (const style of records<{ label?: unknown }>(metadata.styles)) {
		add('block style label', style.label);
	}
	for (const variation of records<BlockVariation>(metadata.variations)) {
		add('block variation title', variation.title);
		add('block variation description', variation.description);
		for (const keyword of strings(variation.keywords)) {
			add('block variation keyword', keyword);
		}
	}
	return found;
}
