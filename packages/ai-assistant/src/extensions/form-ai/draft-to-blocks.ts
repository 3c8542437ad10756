import { parse } from '@wordpress/block-serialization-default-parser';
import { getBlockAttributes, getBlockType, type Block } from '@wordpress/blocks';

import { FORM_DRAFT_BLOCKS } from '../../sanitize/allowed-blocks';
import { safeBlocks, type SourceBlock } from '../../sanitize/safe-blocks';
import { CONTACT_FORM_BLOCK_NAME } from './block-names';

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

/** What the serialization parser gives for each block (the package does not export its type). */
type ParsedBlock = ReturnType<typeof parse>[number];

/**
 * The draft's blocks with their attributes read, the form's own wrapper giving way to its
 * inner blocks; blocks without a registered type (the parser's freeform text, unknown
 * blocks) are dropped with what they hold.
 */
function sourceBlocks(blocks: readonly ParsedBlock[]): SourceBlock[] {
	return blocks.flatMap((block) => {
		const { blockName } = block;
		if (blockName === CONTACT_FORM_BLOCK_NAME) {
			return sourceBlocks(block.innerBlocks);
		}
		if (blockName === null || getBlockType(blockName) === undefined) {
			return [];
		}
		// The comment's attributes, and those a block keeps in its HTML (a heading's text),
		// read without validating the HTML against the block's save: nothing is logged.
		const attributes = getBlockAttributes(blockName, block.innerHTML, block.attrs ?? {});
		return [{ name: blockName, attributes, innerBlocks: sourceBlocks(block.innerBlocks) }];
	});
}

/**
 * The blocks of a form drafted by the AI (possibly still streaming), for the form's inner
 * blocks: only complete blocks count ({@link completeDraft}); the markup is read with the
 * block serialization parser (no validation, so nothing is logged), the form's wrapper
 * dropped (its inner blocks kept), and the rest goes through {@link safeBlocks} with Form
 * AI's allow-list: fields, the button, paragraphs and headings are rebuilt with
 * `createBlock` from their comment attributes, cleaned (labels and options as plain text,
 * the button's text as rich text, its URL only http(s), mailto or relative), so the model's
 * HTML never makes a block invalid nor reaches the post; every other block is dropped with
 * what it holds. Needs a DOM.
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
	return safeBlocks(sourceBlocks(parse(complete)), FORM_DRAFT_BLOCKS);
}
