import {
	createBlock,
	getBlockType,
	parseWithAttributeSchema,
	type Block,
	type BlockAttribute,
} from '@wordpress/blocks';

import { sanitizeRichText, toPlainText } from './html';
import { safeUrl } from './safe-url';

/**
 * How one attribute of AI output is kept: the cleaned value, or undefined to drop it (the
 * block then has its default).
 */
export type AttributeRule = (value: unknown) => unknown;

/** One block type AI output may hold: the attributes it keeps and the blocks it may hold. */
export interface BlockRule {
	/** Every attribute kept, with its rule; any other attribute (`style`, `className`, `metadata`, …) is dropped. */
	readonly attributes: Readonly<Record<string, AttributeRule>>;
	/** The block types it may hold; none when left out. */
	readonly innerBlocks?: readonly string[];
}

/** An allow-list of block types: those allowed where the output goes, and each type's rule. */
export interface AllowedBlocks {
	readonly root: readonly string[];
	readonly blocks: ReadonlyMap<string, BlockRule>;
}

/** A block to rebuild: a parsed block, or one a raw transform made. */
export interface SourceBlock {
	readonly name: string;
	readonly attributes: Readonly<Record<string, unknown>>;
	readonly innerBlocks: readonly SourceBlock[];
}

/** A rich-text value as HTML: a string, or the RichTextData of @wordpress/blocks 14+. */
function htmlOf(value: unknown): string | undefined {
	if (typeof value === 'string') {
		return value;
	}
	const isRichText =
		typeof value === 'object' &&
		value !== null &&
		typeof (value as { toHTMLString?: unknown }).toHTMLString === 'function';
	return isRichText ? String(value) : undefined;
}

/** HTML with only the core blocks' inline formats and safe links ({@link sanitizeRichText}). */
export const richText: AttributeRule = (value) => {
	const html = htmlOf(value);
	return html === undefined ? undefined : sanitizeRichText(html);
};

/** Text without markup ({@link toPlainText}). */
export const plainText: AttributeRule = (value) =>
	typeof value === 'string' ? toPlainText(value) : undefined;

/** A list of texts without markup; anything but a string in it is left out. */
export const plainTextList: AttributeRule = (value) =>
	Array.isArray(value)
		? value.filter((item): item is string => typeof item === 'string').map(toPlainText)
		: undefined;

/** A URL {@link safeUrl} keeps: http:, https:, mailto: or relative to the site. */
export const url: AttributeRule = (value) => (typeof value === 'string' ? safeUrl(value) : undefined);

export const boolean: AttributeRule = (value) => (typeof value === 'boolean' ? value : undefined);

export const integer: AttributeRule = (value) => (Number.isSafeInteger(value) ? value : undefined);

/** One of `values`, exactly. */
export const oneOf =
	(...values: ReadonlyArray<string | number>): AttributeRule =>
	(value) =>
		values.includes(value as string | number) ? value : undefined;

/** A string that matches `pattern` (anchor it). */
export const matching =
	(pattern: RegExp): AttributeRule =>
	(value) =>
		typeof value === 'string' && pattern.test(value) ? value : undefined;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** `source`'s attributes that `rules` keeps, each cleaned by its rule. */
function keptAttributes(
	source: Readonly<Record<string, unknown>>,
	rules: Readonly<Record<string, AttributeRule>>
): Record<string, unknown> {
	const kept: Record<string, unknown> = {};
	for (const [key, rule] of Object.entries(rules)) {
		const value = Object.hasOwn(source, key) ? rule(source[key]) : undefined;
		if (value !== undefined) {
			kept[key] = value;
		}
	}
	return kept;
}

/**
 * An array of objects, each cleaned by `rules` (a table's rows, a row's cells); anything
 * but an object in it is left out.
 */
export const objectsOf =
	(rules: Readonly<Record<string, AttributeRule>>): AttributeRule =>
	(value) =>
		Array.isArray(value) ? value.filter(isRecord).map((item) => keptAttributes(item, rules)) : undefined;

/** The parts of an attribute's schema that say how its value is read from HTML. */
interface Schema {
	readonly source?: string;
	readonly query?: Readonly<Record<string, Schema>>;
}

/**
 * A kept value as the block's parser would have made it from the cleaned HTML: a rich-text
 * string becomes the value its schema reads (a RichTextData in @wordpress/blocks 14+, with
 * the schema's whitespace handling, so a code block keeps its newlines), in nested queries
 * (a table's cells) too; anything else is left as it is.
 */
function asParsed(value: unknown, schema: Schema | undefined): unknown {
	if (schema?.source === 'rich-text' && typeof value === 'string') {
		return parseWithAttributeSchema(value, { ...schema, selector: undefined } as BlockAttribute);
	}
	const query = schema?.source === 'query' ? schema.query : undefined;
	if (query !== undefined && Array.isArray(value)) {
		return value.map((item: unknown) =>
			isRecord(item)
				? Object.fromEntries(
						Object.entries(item).map(([key, inner]) => [key, asParsed(inner, query[key])])
					)
				: item
		);
	}
	return value;
}

function rebuild(blocks: readonly SourceBlock[], names: readonly string[], allowed: AllowedBlocks): Block[] {
	return blocks.flatMap((block) => {
		const rule = names.includes(block.name) ? allowed.blocks.get(block.name) : undefined;
		const blockType = getBlockType(block.name);
		if (rule === undefined || blockType === undefined) {
			return [];
		}
		const schemas = blockType.attributes as Readonly<Record<string, Schema>>;
		const attributes = Object.fromEntries(
			Object.entries(keptAttributes(block.attributes, rule.attributes)).map(([key, value]) => [
				key,
				asParsed(value, Object.hasOwn(schemas, key) ? schemas[key] : undefined),
			])
		);
		return [
			createBlock(block.name, attributes, rebuild(block.innerBlocks, rule.innerBlocks ?? [], allowed)),
		];
	});
}

/**
 * AI output as blocks it is safe to put into the post: each block of a type `allowed` names
 * (where it names it: at the root, or inside its parent), and registered, is made again with
 * `createBlock` from the attributes its rule keeps, cleaned; its HTML as parsed is never
 * kept. Any other block is dropped with what it holds (`core/html`, freeform and
 * missing blocks, blocks of other types). Needs a DOM (for the rich-text rules).
 *
 * @example
 * safeBlocks(parse('<!-- wp:paragraph --><p><img src=x onerror=alert(1)>Hi</p><!-- /wp:paragraph -->'), ASSISTANT_BLOCKS);
 * // [createBlock('core/paragraph', { content: 'Hi' })]
 */
export function safeBlocks(blocks: readonly SourceBlock[], allowed: AllowedBlocks): Block[] {
	return rebuild(blocks, allowed.root, allowed);
}
