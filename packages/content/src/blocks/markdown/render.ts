import { isProviderSource, safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked, type Token } from 'marked';

import { IFRAME_HOSTS } from './iframe-hosts';

/**
 * The elements the rendered markdown may keep: what markdown makes, the inline HTML an
 * author may reasonably write beside it, and iframes (held to `IFRAME_HOSTS` below).
 * Nothing that runs code, takes input, or styles the page: no script, style, form
 * controls, object, embed, base, link, meta, SVG or MathML.
 */
const ALLOWED_TAGS = [
	'a',
	'abbr',
	'b',
	'blockquote',
	'br',
	'caption',
	'cite',
	'code',
	'col',
	'colgroup',
	'dd',
	'del',
	'details',
	'dfn',
	'div',
	'dl',
	'dt',
	'em',
	'figcaption',
	'figure',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'hr',
	'i',
	'iframe',
	'img',
	'ins',
	'kbd',
	'li',
	'mark',
	'ol',
	'p',
	'pre',
	'q',
	's',
	'samp',
	'small',
	'span',
	'strong',
	'sub',
	'summary',
	'sup',
	'table',
	'tbody',
	'td',
	'tfoot',
	'th',
	'thead',
	'time',
	'tr',
	'u',
	'ul',
	'var',
];

/**
 * The attributes it may keep. No event handler, `style`, `srcset`, `srcdoc`, `target`,
 * `action` or `data-*` (which a theme's or plugin's script could act on).
 */
const ALLOWED_ATTR = [
	'abbr',
	'align',
	'allowfullscreen',
	'alt',
	'cite',
	'class',
	'colspan',
	'datetime',
	'dir',
	'height',
	'href',
	'id',
	'lang',
	'loading',
	'open',
	'reversed',
	'rowspan',
	'scope',
	'span',
	'src',
	'start',
	'title',
	'type',
	'width',
];

/** The attributes an iframe keeps; anything else (`allow`, `name`, `sandbox`…) goes. */
const IFRAME_ATTR: ReadonlySet<string> = new Set([
	'src',
	'title',
	'width',
	'height',
	'allowfullscreen',
	'loading',
]);

/**
 * Whether a URL attribute's value may stay: a link's through the saved-output policy's link
 * rule (with mailto: and tel:), an image's or a quotation's source through its media rule.
 */
function urlAllowed(value: string, kind: 'link' | 'media'): boolean {
	return (kind === 'link' ? safeLinkUrl(value, ['mailto', 'tel']) : safeMediaUrl(value)) !== undefined;
}

/** Whether an iframe's address is on an allowed host, over https, with no credentials or port. */
export function iframeAllowed(src: string | null): boolean {
	if (src === null) {
		return false;
	}
	return isProviderSource(src, [...IFRAME_HOSTS]);
}

/**
 * A private marked instance (the global one may be changed by other code on the page), GFM
 * without line breaks, synchronous. Raw HTML passes through to the sanitiser; a task list's
 * box becomes a character, since form controls are not kept.
 */
const markdown = new Marked({
	async: false,
	gfm: true,
	breaks: false,
	pedantic: false,
	renderer: {
		checkbox({ checked }) {
			return checked ? '☑ ' : '☐ ';
		},
	},
});

const PURIFY_CONFIG = {
	ALLOWED_TAGS,
	ALLOWED_ATTR,
	ALLOW_DATA_ATTR: false,
	ALLOW_ARIA_ATTR: true,
	ALLOW_UNKNOWN_PROTOCOLS: false,
	SANITIZE_NAMED_PROPS: true,
};

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, made on first use (its hooks are not shared with other code). */
function getPurifier(): Purifier {
	if (purifier === undefined) {
		purifier = DOMPurify(window);
		purifier.addHook('uponSanitizeElement', (node, data) => {
			// An iframe from anywhere else goes whole, before its attributes are looked at.
			if (data.tagName === 'iframe' && !iframeAllowed((node as Element).getAttribute('src'))) {
				node.parentNode?.removeChild(node);
			}
		});
		purifier.addHook('afterSanitizeAttributes', (node) => {
			const element = node as Element;
			if (element.localName === 'iframe') {
				for (const { name } of [...element.attributes]) {
					if (!IFRAME_ATTR.has(name)) {
						element.removeAttribute(name);
					}
				}
				return;
			}
			dropRefusedAddresses(element);
		});
	}
	return purifier;
}

/** Removes the element's `href`, `src` and `cite` where {@link urlAllowed} refuses them. */
function dropRefusedAddresses(element: Element): void {
	for (const name of ['href', 'src', 'cite']) {
		const value = element.getAttribute(name);
		const kind = name === 'href' && element.localName === 'a' ? 'link' : 'media';
		if (value !== null && !urlAllowed(value, kind)) {
			element.removeAttribute(name);
		}
	}
}

/**
 * Renders markdown source to HTML that is safe to show anywhere, whoever wrote the source:
 * GFM by marked, then sanitised by DOMPurify to an allow-list of elements and attributes,
 * links to http, https, mailto and tel, images to http and https, iframes to https
 * addresses on `IFRAME_HOSTS` (others are removed whole). Ids and names get DOMPurify's
 * `user-content-` prefix so they cannot clobber the page's globals. The same source always
 * gives the same HTML. Needs a DOM (`window`).
 *
 * Markdown that holds no raw HTML skips DOMPurify, which took most of a long document's
 * rendering: marked writes such markdown only as the elements of the allow-list, escaping
 * every text and attribute value, so what is left to hold to the rules is its addresses, and
 * those go through the same rule as the sanitiser's. The HTML is the same as the sanitiser's
 * (the tests compare both on every kind of markdown).
 */
export function renderMarkdown(source: string): string {
	const tokens = markdown.lexer(source);
	const written = markdown.parser(tokens);
	if (!holdsRawHtml(tokens)) {
		const html = withAllowedAddresses(written);
		if (reparsed(html) === html) {
			return html;
		}
	}
	return sanitized(written);
}

/** What {@link renderMarkdown} gives, always through the sanitiser (the tests compare both). */
export function renderMarkdownSanitized(source: string): string {
	return sanitized(markdown.parse(source, { async: false }));
}

/** The HTML marked wrote, sanitised by DOMPurify until parsing it again changes nothing. */
function sanitized(written: string): string {
	const purifier = getPurifier();
	// The doctype makes the sanitiser parse in standards mode, as the page will: in quirks
	// mode a <table> stays inside an open <p>, markup the page would then parse differently.
	const sanitize = (html: string) => purifier.sanitize(`<!DOCTYPE html>${html}`, PURIFY_CONFIG);
	let html = sanitize(written);
	// Markup that no parser would produce (left by the sanitiser's unwrapping of misnested
	// HTML) changes when the browser parses it again; sanitising the result again settles
	// it, so what is saved, and compared on the next load, is what the page will show.
	for (let pass = 0; pass < 3 && reparsed(html) !== html; pass += 1) {
		html = sanitize(html);
	}
	return html;
}

/** Whether any of the tokens, or any token inside them, is raw HTML (a block or an inline tag). */
function holdsRawHtml(tokens: Token[]): boolean {
	let found = false;
	markdown.walkTokens(tokens, (token) => {
		found ||= token.type === 'html';
	});
	return found;
}

let inertDocument: Document | undefined;

/** A `div` of a document that loads nothing and runs nothing, holding `html`. */
function inertContainer(html: string): HTMLDivElement {
	inertDocument ??= document.implementation.createHTMLDocument('');
	const container = inertDocument.createElement('div');
	container.innerHTML = html;
	return container;
}

/**
 * The HTML marked wrote, parsed, without the addresses the rules refuse (as the sanitiser's
 * hook drops them), and written out as the page would.
 */
function withAllowedAddresses(html: string): string {
	const container = inertContainer(html);
	for (const element of container.querySelectorAll('[href], [src], [cite]')) {
		dropRefusedAddresses(element);
	}
	return container.innerHTML;
}

/** The HTML as a page would serialise it after parsing it, in a document that loads nothing. */
function reparsed(html: string): string {
	return inertContainer(html).innerHTML;
}
