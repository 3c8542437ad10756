// The saved-output policy for HTML a block saves as it is: a rich-text attribute (a caption,
// a button's text, a consent line) or HTML rendered into an attribute before saving. Rich text
// is HTML by nature (bold, links, highlights, inline images), so it is not escaped: it is read
// as an inert template (nothing in it loads or runs while it is read) and held to an
// allow-list of elements and attributes, with every address and style through the policy.
// A value that already keeps to it comes back unchanged, byte for byte, so what earlier
// saves wrote still matches what `save` gives; only a value that breaks it is written anew.

import { safeCssColor, safeCssLength } from './css-policy';
import { isProviderSource, safeLinkUrl, safeMediaUrl } from './url-policy';

/** The elements rich text and rendered markdown are made of. */
const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(
	(
		'a abbr b bdi bdo br cite code data del dfn em i img ins kbd mark q s samp small span strong sub ' +
		'sup time u var wbr p h1 h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote pre hr table caption thead ' +
		'tbody tfoot tr th td col colgroup figure figcaption div details summary'
	).split(' ')
);

/** Elements removed with everything in them: code, styling, frames, forms, foreign content. */
const DROPPED_ELEMENTS: ReadonlySet<string> = new Set(
	(
		'script style template noscript noembed noframes iframe frame frameset object embed applet xmp ' +
		'plaintext title head link meta base svg math video audio source track picture canvas form input ' +
		'button select textarea option portal dialog'
	).split(' ')
);

/** Attributes kept on any allowed element (others, `on…` and `srcdoc` among them, are removed). */
const PLAIN_ATTRIBUTES: ReadonlySet<string> = new Set(
	(
		'class id lang dir title alt width height rel target role colspan rowspan scope headers start ' +
		'reversed type datetime value align abbr open span'
	).split(' ')
);

/** Attributes holding an address, each with the rule its kind of address follows. */
const ADDRESS_ATTRIBUTES: Readonly<Record<string, (value: string) => string | undefined>> = {
	href: (value) => safeLinkUrl(value, ['mailto', 'tel']),
	cite: (value) => safeLinkUrl(value),
	src: (value) => safeMediaUrl(value),
};

/** A `data-*` or `aria-*` attribute: inert text, which visitor scripts read through the policy. */
const TEXT_ATTRIBUTE = /^(?:data|aria)-[a-z0-9_.-]+$/;

const DECLARATION = /^\s*([a-z-]{1,40})\s*:\s*(.+?)\s*$/i;
const KEYWORD = /^[a-z-]{1,40}$/i;

/**
 * Whether an inline style is made only of declarations whose values are a colour, a length or
 * a keyword (the block editor's text colours and highlights, an inline image's width).
 */
function isSafeStyle(style: string): boolean {
	return style
		.split(';')
		.filter((part) => part.trim() !== '')
		.every((part) => {
			const value = DECLARATION.exec(part)?.[2];
			return (
				value !== undefined &&
				(KEYWORD.test(value) ||
					safeCssColor(value) !== undefined ||
					safeCssLength(value) !== undefined)
			);
		});
}

function isKept(name: string, value: string): boolean {
	if (PLAIN_ATTRIBUTES.has(name) || TEXT_ATTRIBUTE.test(name)) {
		return true;
	}
	if (name === 'style') {
		return isSafeStyle(value);
	}
	const rule = ADDRESS_ATTRIBUTES[name];
	return rule !== undefined && rule(value) !== undefined;
}

/** What HTML a block saves may hold besides rich text. */
export interface RichTextOptions {
	/**
	 * Frames it may keep: an `<iframe>` whose `src` is https on one of these hosts, with only
	 * `src`, `title`, `width`, `height`, `allowfullscreen` and `loading`. Default: none.
	 */
	readonly frameHosts?: readonly string[];
}

const FRAME_ATTRIBUTES: ReadonlySet<string> = new Set([
	'src',
	'title',
	'width',
	'height',
	'allowfullscreen',
	'loading',
]);

/**
 * What becomes of an `<iframe>`: dropped, unless its `src` is on one of the options' frame
 * hosts; then kept, with any attribute beyond the frame's few removed (`trimmed`).
 */
function frameVerdict(element: Element, options: RichTextOptions): 'drop' | 'keep' | 'trimmed' {
	const src = element.getAttribute('src');
	if (src === null || !isProviderSource(src, options.frameHosts ?? [])) {
		return 'drop';
	}
	let verdict: 'keep' | 'trimmed' = 'keep';
	for (const { name } of Array.from(element.attributes)) {
		if (!FRAME_ATTRIBUTES.has(name)) {
			element.removeAttribute(name);
			verdict = 'trimmed';
		}
	}
	return verdict;
}

const count = (text: string, character: string): number => text.split(character).length - 1;

/** Holds the nodes under `parent` to the allow-list, in place; whether anything changed. */
function police(parent: ParentNode, options: RichTextOptions): boolean {
	let changed = false;
	for (const node of Array.from(parent.childNodes)) {
		if (node.nodeType === 3) {
			continue;
		}
		if (node.nodeType !== 1) {
			// Comments (which could close the block's own delimiters), processing instructions.
			node.parentNode?.removeChild(node);
			changed = true;
			continue;
		}
		const element = node as Element;
		const tag = element.localName;
		if (tag === 'iframe') {
			const verdict = frameVerdict(element, options);
			if (verdict !== 'drop') {
				changed = changed || verdict === 'trimmed';
				continue;
			}
		}
		if (DROPPED_ELEMENTS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
			element.remove();
			changed = true;
			continue;
		}
		changed = police(element, options) || changed;
		if (!ALLOWED_ELEMENTS.has(tag)) {
			element.replaceWith(...Array.from(element.childNodes));
			changed = true;
			continue;
		}
		for (const { name, value } of Array.from(element.attributes)) {
			if (!isKept(name, value)) {
				element.removeAttribute(name);
				changed = true;
			}
		}
	}
	return changed;
}

/**
 * `value` as saved rich text may be: unchanged when it keeps to the policy (allowed elements,
 * their allowed attributes, links and images through the address rules, styles of colours and
 * lengths); otherwise written anew without what breaks it (scripts, frames and forms removed
 * with their content, other unknown elements unwrapped, `on…`, `srcdoc` and unsafe addresses
 * or styles removed, comments removed). Anything that is not text gives `''`. Needs a DOM to
 * read markup; without one, markup is removed and its text kept.
 *
 * @example
 * safeRichText('<strong>Hi</strong> <a href="https://example.com">there</a>'); // the same
 * safeRichText('<img src=x onerror=alert(1)>Hi'); // '<img src="x">Hi'
 */
export function safeRichText(value: unknown, options: RichTextOptions = {}): string {
	if (typeof value !== 'string') {
		return '';
	}
	if (!value.includes('<')) {
		return value;
	}
	if (typeof document === 'undefined') {
		return value.replace(/<[^>]*>?/g, '');
	}
	const template = document.createElement('template');
	template.innerHTML = value;
	if (police(template.content, options)) {
		return template.innerHTML;
	}
	// A `<` the parser read as text (`a <= b`) is written as `&lt;`, so the saved markup reads
	// back as the same text; otherwise the value stays exactly as it was written.
	const written = template.innerHTML;
	return count(written, '<') === count(value, '<') ? value : written;
}
