import { FIELD_BLOCK_NAMES, SUBMIT_BUTTON_BLOCK_NAME } from '../extensions/form-ai/block-names';
import {
	boolean,
	integer,
	matching,
	objectsOf,
	oneOf,
	plainText,
	plainTextList,
	richText,
	url,
	type AllowedBlocks,
	type BlockRule,
} from './safe-blocks';

/*
 * What the assistant may write into a post (docs/decisions/0014-ai-output-is-untrusted.md).
 * Text blocks only, each with the attributes that carry its text and its structure; the
 * look (style, classes, colours), anchors, locks and block bindings (`metadata`) are the
 * author's, never the model's.
 * - Tables are in: markdown has them, and every cell is rich text cleaned like a paragraph.
 * - Images are out, as blocks and inline: a model cannot know an image's address, and a
 *   picture from an address it names is a request to a host the site does not control (a
 *   prompt injection can put the conversation into that address). Images the assistant
 *   makes come through "Generate image", which uploads them to the media library.
 * - `core/html`, freeform (classic) and missing blocks, embeds, buttons and every other
 *   type are out: each could carry markup or requests no text block can.
 */

const paragraph: BlockRule = {
	attributes: { content: richText, dropCap: boolean, direction: oneOf('ltr', 'rtl') },
};

const heading: BlockRule = { attributes: { content: richText, level: oneOf(1, 2, 3, 4, 5, 6) } };

/** A table cell: its text, `th` or `td`, and what the table block saves about it. */
const tableCell = {
	content: richText,
	tag: oneOf('td', 'th'),
	scope: oneOf('row', 'col', 'rowgroup', 'colgroup'),
	align: oneOf('left', 'center', 'right'),
	colspan: matching(/^[1-9][0-9]{0,2}$/),
	rowspan: matching(/^[1-9][0-9]{0,2}$/),
};
const tableSection = objectsOf({ cells: objectsOf(tableCell) });

/** The blocks a quote may hold. */
const QUOTED = ['core/paragraph', 'core/heading', 'core/list', 'core/code', 'core/preformatted'];

/** What an AI reply may become when it is accepted (the AI Assistant block and the text blocks' AI actions). */
export const ASSISTANT_BLOCKS: AllowedBlocks = {
	root: [...QUOTED, 'core/quote', 'core/separator', 'core/table'],
	blocks: new Map<string, BlockRule>([
		['core/paragraph', paragraph],
		['core/heading', heading],
		[
			'core/list',
			{
				attributes: {
					ordered: boolean,
					start: integer,
					reversed: boolean,
					// Saved as the list's `list-style-type`: only the types the list block offers.
					type: oneOf('decimal', 'upper-alpha', 'lower-alpha', 'upper-roman', 'lower-roman'),
				},
				innerBlocks: ['core/list-item'],
			},
		],
		['core/list-item', { attributes: { content: richText }, innerBlocks: ['core/list'] }],
		['core/quote', { attributes: { citation: richText }, innerBlocks: QUOTED }],
		['core/code', { attributes: { content: richText } }],
		['core/preformatted', { attributes: { content: richText } }],
		['core/separator', { attributes: {} }],
		[
			'core/table',
			{
				attributes: {
					hasFixedLayout: boolean,
					caption: richText,
					head: tableSection,
					body: tableSection,
					foot: tableSection,
				},
			},
		],
	]),
};

/** A field's attributes (docs/decisions/0009-contact-forms.md): plain text, a flag and a list. */
const field: BlockRule = {
	attributes: {
		// The key a value is submitted under; the field's edit makes one when it is dropped.
		name: matching(/^[a-z][a-z0-9_-]{0,63}$/i),
		label: plainText,
		required: boolean,
		placeholder: plainText,
		options: plainTextList,
		consentText: plainText,
	},
};

/** What Form AI's draft may put into a contact form: its fields, the button, and text around them. */
export const FORM_DRAFT_BLOCKS: AllowedBlocks = {
	root: [...FIELD_BLOCK_NAMES, SUBMIT_BUTTON_BLOCK_NAME, 'core/paragraph', 'core/heading'],
	blocks: new Map<string, BlockRule>([
		...FIELD_BLOCK_NAMES.map((name): [string, BlockRule] => [name, field]),
		[
			SUBMIT_BUTTON_BLOCK_NAME,
			{
				attributes: {
					element: oneOf('button', 'a', 'input'),
					saveInPostContent: boolean,
					// Saved as the button's HTML: rich text, like a paragraph's.
					text: richText,
					// What the List View and the toolbar call the button.
					label: plainText,
					url,
					placeholder: plainText,
					align: oneOf('left', 'center', 'right'),
					borderRadius: integer,
				},
			},
		],
		['core/paragraph', paragraph],
		['core/heading', heading],
	]),
};
