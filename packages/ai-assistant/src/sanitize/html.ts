import { safeUrl } from './safe-url';

/*
 * HTML from AI output is rebuilt, never filtered in place: it is parsed as an inert
 * template's content (nothing in it loads or runs), and the result is written out afresh
 * from an allow-list, as HTML text or as new nodes of a document: the allowed elements with
 * their allowed attributes (each value checked, and escaped in text) and the text. What is
 * not allowed is unwrapped to its text, or dropped with its text when that text is code or
 * hidden (see DROPPED). Nothing of the parsed markup is copied as it is, so the output holds
 * nothing the allow-list does not name, in any DOM.
 * docs/decisions/0014-ai-output-is-untrusted.md says why this is not a general sanitiser.
 */

/**
 * The inline formats of the core blocks' rich text that AI output may keep: bold, italic,
 * link, inline code, strikethrough, subscript, superscript, keyboard, highlight, line break,
 * and `span`/`bdo` for a language or a direction.
 */
const INLINE_TAGS = ['a', 'bdo', 'br', 'code', 'em', 'kbd', 'mark', 's', 'span', 'strong', 'sub', 'sup'];

/** What the streamed preview shows besides the inline formats: the blocks markdown makes. */
const BLOCK_TAGS = [
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'ul',
	'ol',
	'li',
	'blockquote',
	'pre',
	'hr',
	'table',
	'thead',
	'tbody',
	'tfoot',
	'tr',
	'th',
	'td',
	'del',
];

/** Elements written without content or an end tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr']);

/**
 * Elements dropped with everything in them: their text is code, styling, or a fallback
 * that is not meant to show (and foreign content, SVG and MathML, is not HTML's).
 */
const DROPPED: ReadonlySet<string> = new Set([
	'script',
	'style',
	'template',
	'noscript',
	'noembed',
	'noframes',
	'iframe',
	'object',
	'embed',
	'xmp',
	'plaintext',
	'title',
	'head',
	'svg',
	'math',
	'video',
	'audio',
	'select',
	'textarea',
]);

/** Attributes whose value must be a URL {@link safeUrl} keeps. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href']);

/** Which elements and attributes one kind of output keeps; attributes apply to every kept element. */
interface AllowList {
	readonly tags: ReadonlySet<string>;
	readonly attributes: readonly string[];
}

/**
 * A rich-text attribute: the inline formats, with `href` (a safe URL only), `title`, `lang`
 * and `dir`; no `style`, `class`, `src`, `on…` or `data-…`.
 */
const RICH_TEXT: AllowList = {
	tags: new Set(INLINE_TAGS),
	attributes: ['href', 'title', 'lang', 'dir'],
};

/** The streamed preview: also the block elements, a list's start, a cell's alignment, a code block's language class. */
const PREVIEW: AllowList = {
	tags: new Set([...INLINE_TAGS, ...BLOCK_TAGS]),
	attributes: [...RICH_TEXT.attributes, 'start', 'align', 'class'],
};

const XHTML = 'http://www.w3.org/1999/xhtml';

const escapeText = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

/** An element's allowed attributes, URLs checked: each name with its value as it is kept. */
function keptAttributes(element: Element, allowList: AllowList): [name: string, value: string][] {
	const kept: [string, string][] = [];
	for (const name of allowList.attributes) {
		const value = element.getAttribute(name);
		const checked = value !== null && URL_ATTRIBUTES.has(name) ? safeUrl(value) : value;
		if (checked !== null && checked !== undefined) {
			kept.push([name, checked]);
		}
	}
	return kept;
}

/**
 * What `rebuild` writes the kept markup with: as HTML text, or as nodes of a document. Either
 * way it is made afresh from the names and values the walk hands over, never copied from the
 * parsed markup.
 */
interface Writer<T> {
	text(value: string): T;
	element(tag: string, attributes: readonly [string, string][], children: readonly T[]): T;
}

const HTML_WRITER: Writer<string> = {
	text: escapeText,
	element(tag, attributes, children) {
		const written = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
		return VOID_TAGS.has(tag) ? `<${tag}${written}>` : `<${tag}${written}>${children.join('')}</${tag}>`;
	},
};

/** Writes nodes of `doc`, not yet in it: nothing loads until they are put in a page. */
function nodeWriter(doc: Document): Writer<Node> {
	return {
		text: (value) => doc.createTextNode(value),
		element(tag, attributes, children) {
			const element = doc.createElement(tag);
			for (const [name, value] of attributes) {
				element.setAttribute(name, value);
			}
			if (!VOID_TAGS.has(tag)) {
				element.append(...children);
			}
			return element;
		},
	};
}

/**
 * What an element that is not kept still says: an image its alt text (no image from AI
 * output is loaded), a task list's checkbox ☐ or ☑.
 */
function textInPlaceOf(element: Element, tag: string): string | undefined {
	if (tag === 'img') {
		return element.getAttribute('alt') ?? '';
	}
	if (tag === 'input' && element.getAttribute('type')?.toLowerCase() === 'checkbox') {
		return element.hasAttribute('checked') ? '☑' : '☐';
	}
	return undefined;
}

/** The children of `parent` written out under `allowList` by `writer`. */
function rebuild<T>(parent: Node, allowList: AllowList, writer: Writer<T>): T[] {
	const written: T[] = [];
	for (const node of Array.from(parent.childNodes)) {
		if (node.nodeType === node.TEXT_NODE) {
			written.push(writer.text(node.nodeValue ?? ''));
			continue;
		}
		if (node.nodeType !== node.ELEMENT_NODE) {
			// Comments, processing instructions: dropped.
			continue;
		}
		const element = node as Element;
		const tag = element.localName.toLowerCase();
		if (element.namespaceURI !== XHTML || DROPPED.has(tag)) {
			continue;
		}
		const inPlace = textInPlaceOf(element, tag);
		if (inPlace !== undefined) {
			written.push(writer.text(inPlace));
		} else if (!allowList.tags.has(tag)) {
			written.push(...rebuild(element, allowList, writer));
		} else {
			const children = VOID_TAGS.has(tag) ? [] : rebuild(element, allowList, writer);
			written.push(writer.element(tag, keptAttributes(element, allowList), children));
		}
	}
	return written;
}

/** The children of `parent` as HTML text under `allowList`. */
const rebuildHtml = (parent: Node, allowList: AllowList): string =>
	rebuild(parent, allowList, HTML_WRITER).join('');

/**
 * `html` parsed as a template's content: an inert document fragment, in which nothing loads
 * or runs (no image is fetched, no handler fires).
 */
function parseInert(html: string): DocumentFragment {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content;
}

/**
 * The HTML of a rich-text attribute (a paragraph's content, a list item's, a table cell's,
 * a caption, a button's text) as AI output may leave it: only the inline formats of the core
 * blocks, with `href`, `title`, `lang` and `dir`, and links only to http:, https:, mailto:
 * or the site's own relative URLs. Any other element is unwrapped to its text (scripts,
 * styles and the like are dropped with theirs). Needs a DOM.
 *
 * @example
 * sanitizeRichText('<strong onclick="x()">Hi</strong> <img src=x onerror=y()>'); // '<strong>Hi</strong> '
 */
export function sanitizeRichText(html: string): string {
	// Text without `<` or `&` holds no markup: it is its own HTML.
	return /[<&]/.test(html) ? rebuildHtml(parseInert(html), RICH_TEXT) : html;
}

/**
 * The HTML of the streamed preview (marked's rendering of the reply) with the same rules,
 * and the block elements markdown makes (paragraphs, headings, lists, quotes, code, tables).
 * Images show as their alt text, task-list checkboxes as ☐/☑. Needs a DOM.
 */
export function sanitizePreviewHtml(html: string): string {
	return rebuildHtml(parseInert(html), PREVIEW);
}

/**
 * {@link sanitizePreviewHtml}'s result as nodes of `doc` rather than as HTML: what a view
 * that works on the nodes (the AI review marks its changes in them) puts on the page without
 * parsing the HTML again. Needs a DOM.
 *
 * @example
 * container.replaceChildren(sanitizePreviewNodes(html, container.ownerDocument));
 */
export function sanitizePreviewNodes(html: string, doc: Document): DocumentFragment {
	const fragment = doc.createDocumentFragment();
	fragment.append(...rebuild(parseInert(html), PREVIEW, nodeWriter(doc)));
	return fragment;
}

/** How often markup is reduced to its text at most: encoded markup comes out one level per pass. */
const PLAIN_TEXT_PASSES = 4;

const CONTROL_BUT_TAB_AND_NEWLINE = /[^\P{Cc}\t\n]/gu;

/** A `<` that starts a tag, an end tag, a comment or a declaration. */
const MARKUP_START = /<(?=[a-z!?/])/gi;

/** The text of `html` as a reader sees it: markup unwrapped, DROPPED elements without their text. */
function textOf(html: string): string {
	const empty: AllowList = { tags: new Set(), attributes: [] };
	return parseInert(rebuildHtml(parseInert(html), empty)).textContent ?? '';
}

/**
 * A plain-text attribute (a field's label, an option, a placeholder) from AI output: any
 * markup reduced to its text (a script's or a style's text dropped) and character
 * references decoded, again while that changes it (so `&lt;img onerror=…&gt;` does not come
 * back as a tag), then any `<` that would still start a tag removed (`a <b` gives `a b`),
 * and control characters other than tab and newline removed. Needs a DOM.
 *
 * @example
 * toPlainText('<b>Name</b> &amp; <script>x()</script>surname'); // 'Name & surname'
 */
export function toPlainText(value: string): string {
	let text = value.replace(CONTROL_BUT_TAB_AND_NEWLINE, '');
	for (let pass = 0; pass < PLAIN_TEXT_PASSES && /[<&]/.test(text); pass += 1) {
		const reduced = textOf(text).replace(CONTROL_BUT_TAB_AND_NEWLINE, '');
		if (reduced === text) {
			break;
		}
		text = reduced;
	}
	return text.replace(MARKUP_START, '');
}
