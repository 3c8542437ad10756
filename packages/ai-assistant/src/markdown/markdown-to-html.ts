import { safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import { Marked, type Tokens } from 'marked';

const ESCAPES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

/**
 * Escapes text for HTML content and double-quoted attributes. Unlike marked's own helper it
 * always escapes `&`, so an entity in the source (`jav&#x61;script:`) cannot be decoded by
 * the browser into something other than what was checked.
 */
function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** An attribute value from markdown source: its references decoded, then everything escaped. */
function attribute(text: string): string {
	return escapeHtml(decodeReferences(text));
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
};

/**
 * Decodes numeric character references and the five XML named ones in a link destination, as
 * CommonMark does (`?a=1&amp;b=2` means `?a=1&b=2`). Other named references stay as they are
 * and are escaped on output, so the browser sees them literally: the check below always
 * looks at exactly the URL the browser will get.
 */
function decodeReferences(url: string): string {
	return url.replace(
		/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g,
		(reference, dec, hex, name) => {
			if (typeof name === 'string') {
				return NAMED_REFERENCES[name] ?? reference;
			}
			const codePoint =
				typeof dec === 'string' ? Number.parseInt(dec, 10) : Number.parseInt(String(hex), 16);
			const invalid =
				codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
			return invalid ? '\uFFFD' : String.fromCodePoint(codePoint);
		}
	);
}

/**
 * The URL to write into `href` (`kind` link) or `src` (`kind` media), or null when the
 * saved-output policy refuses it: links to http:, https:, mailto: and the site, images from
 * http:, https: and the site. The URL is percent-encoded first (like marked's own
 * `cleanUrl`), so whitespace and control characters cannot hide a scheme.
 */
function safeUrl(href: string, kind: 'link' | 'media'): string | null {
	let url: string;
	try {
		// encodeURI keeps existing escapes working: `%` comes back from `%25`.
		url = encodeURI(decodeReferences(href).trim()).replace(/%25/g, '%');
	} catch {
		// A lone surrogate.
		return null;
	}
	return (kind === 'link' ? safeLinkUrl(url, ['mailto']) : safeMediaUrl(url)) ?? null;
}

/**
 * A private instance, never the global `marked`: other code on the page (plugins, other
 * packages) may call `marked.use()`/`setOptions()` on the global one, and the output here must
 * not change with it. The output goes into the block's saved markup, which WordPress compares
 * with what the save function gives on every load, so it must be the same for the same input
 * everywhere and forever:
 * - `async: false`: the save function is synchronous;
 * - `gfm: true` (tables, strikethrough, autolinks, task lists) and `breaks: false`: standard
 *   GFM, a single newline stays inside the paragraph;
 * - `silent: false`: marked's error page is English, untranslated HTML; we would rather throw.
 * The renderer overrides below treat the AI's reply as third-party text: raw HTML is shown,
 * escaped, instead of being passed through, and links and images keep only safe URLs.
 * Nothing here touches a DOM, so it also runs in Node and in the save function.
 */
const markedInstance = new Marked({
	async: false,
	gfm: true,
	breaks: false,
	pedantic: false,
	silent: false,
	renderer: {
		html({ text, block }: Tokens.HTML | Tokens.Tag): string {
			// A block of raw HTML becomes a paragraph of text (so it is still a block, and
			// rawHandler makes a paragraph of it); inline HTML becomes inline text.
			return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
		},
		link({ href, title, tokens }: Tokens.Link): string {
			const content = this.parser.parseInline(tokens);
			const url = safeUrl(href, 'link');
			if (url === null) {
				return content;
			}
			const titleAttribute = title ? ` title="${attribute(title)}"` : '';
			return `<a href="${escapeHtml(url)}"${titleAttribute}>${content}</a>`;
		},
		image({ href, title, text, tokens }: Tokens.Image): string {
			const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
			const url = safeUrl(href, 'media');
			if (url === null) {
				return attribute(alt);
			}
			const titleAttribute = title ? ` title="${attribute(title)}"` : '';
			return `<img src="${escapeHtml(url)}" alt="${attribute(alt)}"${titleAttribute}>`;
		},
	},
});

/**
 * Renders the AI's markdown reply as HTML: GFM, synchronous, deterministic, without a DOM.
 * Raw HTML in the reply comes out escaped, and links and images keep only the URLs the
 * saved-output policy lets them have (an unsafe link becomes its text, an unsafe image its alt text).
 */
export function markdownToHtml(markdown: string): string {
	return markedInstance.parse(markdown, { async: false });
}
