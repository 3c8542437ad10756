import { parse } from '@wordpress/block-serialization-default-parser';
import { createBlock, getBlockAttributes, getBlockType, type Block } from '@wordpress/blocks';

import { CONTACT_FORM_BLOCK_NAME, DRAFT_BLOCK_NAMES } from './block-names';

/**
 * A block delimiter (`<!-- wp:name {…} -->`, `<!-- /wp:name -->`, `<!-- wp:name /-->`): the
 * tokenizer of @wordpress/block-serialization-default-parser, the parser `parse()` uses, so
 * both read a draft the same way. Groups: 1 closer, 2 namespace, 3 name, 6 void.
 */
const DELIMITER =
	/<!--\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+({(?:(?=([^}]+|}+(?=})|(?!}\s+\/?-->)[^])*)\5|[^]*?)}\s+)?(\/)?-->/g;

/**
 * The part of a streamed draft made of complete blocks: up to the end of the last delimiter
 * after which no block is open but the form's own wrapper. What follows (a block still
 * streaming, half a delimiter, text after the form) is left out; `the parser closes the open
 * wrapper at the end. Pure.
 *
 * @example
 * completeDraft('<!-- wp:blockyard/contact-form --><!-- wp:blockyard/field-name /--><!-- wp:core/heading --><h2>Co');
 * // '<!-- wp:blockyard/contact-form --><!-- wp:blockyard/field-name /-->'
 */
export function completeDraft(markup: string): string {
	const open: string[] = [];
	let end = 0;
	for (const match of markup.matchAll(DELIMITER)) {
		const [delimiter, closer, namespace, name, , , isVoid] = match;
		if (closer !== undefined) {
			// As the parser does, a closer closes the innermost open block, whatever its name.
			open.pop();
		} else if (isVoid === undefined) {
			open.push(`${namespace ?? 'core/'}${name ?? ''}`);
		}
		if (open.every((openName) => openName === CONTACT_FORM_BLOCK_NAME)) {
			end = match.index + delimiter.length;
		}
	}
	return markup.slice(0, end);
}

/**
 * Each kept block made again from its name and attributes alone (ADR 0009): the form's own
 * wrapper gives way to its inner blocks; blocks a form may not hold, unregistered ones and the
 * parser's fallbacks (`core/freeform`, `core/missing`) are dropped with what they hold.
 */
/** What the serialization parser gives for each block (the package does not export its type). */
type ParsedBlock = ReturnType<typeof parse>[number];

function rebuild(blocks: readonly ParsedBlock[]): Block[] {
	return blocks.flatMap((block) => {
		const { blockName } = block;
		if (blockName === CONTACT_FORM_BLOCK_NAME) {
			return rebuild(block.innerBlocks);
		}
		if (
			blockName === null ||
			!DRAFT_BLOCK_NAMES.has(blockName) ||
			getBlockType(blockName) === undefined
		) {
			return [];
		}
		// The comment's attributes, and those a block keeps in its HTML (a heading's text),
		// read without validating the HTML against the block's save: nothing is logged.
		const attributes = getBlockAttributes(blockName, block.innerHTML, block.attrs ?? {});
		return [createBlock(blockName, attributes, rebuild(block.innerBlocks))];
	});
}

/**
 * The blocks of a form drafted by the AI (possibly still streaming), for the form's inner
 * blocks: only complete blocks count ({@link completeDraft}); the markup is read with
 * the block serialization parser (no validation, so nothing is logged), the form's wrapper dropped (its inner blocks kept), unknown, unregistered, freeform
 * and missing blocks and whitespace dropped, and every kept block (fields, the button,
 * paragraphs and headings) rebuilt with `createBlock` from its comment attributes, so the
 * model's HTML never makes a block invalid. Pure.
 *
 * @example
 * draftToBlocks('<!-- wp:blockyard/contact-form -->\n<!-- wp:blockyard/field-email {"label":"Email","required":true} /-->\n');
 * // [createBlock('blockyard/field-email', { label: 'Email', required: true })]
 */
export function draftToBlocks(markup: string): Block[] {
	const complete = completeDraft(markup);
	if (complete.trim() === '') {
		return [];
	}
	return rebuild(parse(complete));
}
