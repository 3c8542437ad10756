import { parse, rawHandler, type Block } from '@wordpress/blocks';

import { ASSISTANT_BLOCKS } from '../sanitize/allowed-blocks';
import { safeBlocks } from '../sanitize/safe-blocks';
import { markdownToHtml } from './markdown-to-html';

/** Block-level elements a list item may hold in markdown but a `core/list-item` cannot. */
const BLOCK_IN_LIST_ITEM = new Set(['P', 'PRE', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const NESTED_LIST = new Set(['UL', 'OL']);

const isElement = (node: Node): node is Element => node.nodeType === node.ELEMENT_NODE;

/**
 * The inline content of a list item's block child: a paragraph or a heading gives its
 * children, a code block its `<code>`, a quote the flattened content of its own blocks.
 */
function inlineContentOf(element: Element): Node[] {
	if (element.tagName === 'BLOCKQUOTE') {
		return flattenBlocks(element);
	}
	if (element.tagName === 'PRE') {
		// marked ends a code block with a newline, which would end the list item with an empty line.
		const code = element.firstElementChild;
		const last = code?.tagName === 'CODE' ? code.lastChild : null;
		if (last && last.nodeType === last.TEXT_NODE) {
			last.textContent = (last.textContent ?? '').replace(/\n$/, '');
		}
	}
	return Array.from(element.childNodes);
}

/**
 * The nodes of `parent` with its block children unwrapped, each block's content and each run
 * of inline content separated by `<br>`, and the whitespace between blocks dropped. Nested
 * lists stay as they are (rawHandler makes inner list blocks of them).
 */
function flattenBlocks(parent: Element): Node[] {
	const result: Node[] = [];
	let previous: 'nothing' | 'inline' | 'block' | 'list' = 'nothing';
	for (const child of Array.from(parent.childNodes)) {
		if (child.nodeType === child.TEXT_NODE && (child.textContent ?? '').trim() === '') {
			continue;
		}
		if (isElement(child) && NESTED_LIST.has(child.tagName)) {
			result.push(child);
			previous = 'list';
			continue;
		}
		const current = isElement(child) && BLOCK_IN_LIST_ITEM.has(child.tagName) ? 'block' : 'inline';
		if (previous === 'block' || (previous === 'inline' && current === 'block')) {
			result.push(parent.ownerDocument.createElement('br'));
		}
		result.push(...(current === 'block' && isElement(child) ? inlineContentOf(child) : [child]));
		previous = current;
	}
	return result;
}

/**
 * Adapts marked's HTML to what the core blocks' raw transforms expect. rawHandler (in
 * @wordpress/blocks 16 as in WordPress 6.5) copies a list item's inner HTML as is, so a loose
 * list's `<li><p>…</p>\n</li>` would give list items holding `<p>` and `<br>`; they are made
 * inline. GFM task-list checkboxes become ☐/☑, images their alt text (the assistant writes
 * no images: see ../sanitize/allowed-blocks.ts), and `<del>` becomes `<s>`, the core
 * strikethrough format.
 */
function prepareForBlocks(html: string): string {
	// An inert document: nothing in it loads or runs (and marked's output is escaped anyway).
	const doc = document.implementation.createHTMLDocument('');
	const body = doc.body;
	body.innerHTML = html;
	for (const item of Array.from(body.querySelectorAll('li'))) {
		item.replaceChildren(...flattenBlocks(item));
	}
	for (const checkbox of Array.from(body.querySelectorAll('input[type="checkbox"]'))) {
		checkbox.replaceWith(checkbox.hasAttribute('checked') ? '☑' : '☐');
	}
	for (const image of Array.from(body.querySelectorAll('img'))) {
		image.replaceWith(image.getAttribute('alt') ?? '');
	}
	for (const deleted of Array.from(body.querySelectorAll('del'))) {
		const strikethrough = doc.createElement('s');
		strikethrough.replaceChildren(...Array.from(deleted.childNodes));
		deleted.replaceWith(strikethrough);
	}
	return body.innerHTML;
}

/**
 * Converts a markdown reply to core blocks: {@link markdownToHtml}, then the blocks' raw
 * transforms (`rawHandler`), then {@link safeBlocks} with the assistant's allow-list
 * (marked's output is escaped already; this is the second line of defence). Needs a DOM
 * (the editor's). An empty or blank reply gives [].
 */
export function markdownToBlocks(markdown: string): Block[] {
	if (markdown.trim() === '') {
		return [];
	}
	return safeBlocks(rawHandler({ HTML: prepareForBlocks(markdownToHtml(markdown)) }), ASSISTANT_BLOCKS);
}

/**
 * Parses a reply written in Gutenberg block syntax (`<!-- wp:… -->`) into blocks that are
 * safe to insert: `parse()` reads each block's attributes as the editor does (with the
 * blocks' deprecations, so old markup is migrated), and {@link safeBlocks} with the
 * assistant's allow-list rebuilds each allowed block from its cleaned attributes and drops
 * the others (`core/html`, text outside blocks, unknown blocks, …) at every level. Whether
 * the model's HTML matched the block's save does not matter: that HTML is never kept. An
 * empty reply gives [].
 */
export function blockMarkupToBlocks(markup: string): Block[] {
	if (markup.trim() === '') {
		return [];
	}
	return safeBlocks(parse(markup), ASSISTANT_BLOCKS);
}

/** How a reply was asked for. */
export interface ReplyFormat {
	/** The reply was asked for in Gutenberg block syntax (the block's `useGutenbergSyntax`). */
	readonly gutenbergSyntax: boolean;
}

/**
 * The blocks for an AI reply, what Accept inserts: block syntax when it was asked for and
 * the reply holds some (`<!-- wp:`), markdown otherwise (an AI asked for block syntax may
 * still answer in markdown), and markdown too when block syntax gave no block (the text is
 * kept rather than lost; its markup then shows as text). Every path goes through
 * {@link safeBlocks}. An empty or blank reply gives [].
 */
export function replyToBlocks(text: string, { gutenbergSyntax }: ReplyFormat): Block[] {
	if (text.trim() === '') {
		return [];
	}
	if (gutenbergSyntax && text.includes('<!-- wp:')) {
		const blocks = blockMarkupToBlocks(text);
		if (blocks.length > 0) {
			return blocks;
		}
	}
	return markdownToBlocks(text);
}
