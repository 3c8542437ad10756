// What saved markup may never hold, read the way a browser reads it: the checks of the save
// fuzzer (save-fuzz/), usable on any markup. Parsing uses the test's `document`
// (an inert `<template>`: nothing loads, nothing runs), so call it under jsdom or happy-dom.

/** The kinds of trouble {@link checkSavedMarkup} finds. */
export type MarkupIssueKind =
	/** An address (`href`, `src`, `srcset`, `poster`, `action`, `data-*`…) a browser runs as script. */
	| 'script-url'
	/** An `on…` attribute: an event handler. */
	| 'event-handler'
	/** A `srcdoc` attribute: a frame's own document, written in the markup. */
	| 'srcdoc'
	/** A `<script>` that is not the block's provider script on one of its hosts. */
	| 'script'
	/** An element saved markup has no business holding (`<style>`, `<base>`, `<link rel>`, `<meta http-equiv>`…). */
	| 'element'
	/** An inline `style` that loads something (`url(`, `image-set(`, `@import`) or runs something (`expression(`). */
	| 'style-loads'
	/** A frame, script, embed or object whose address is not https on one of the block's source hosts. */
	| 'source-host'
	/** A media address (`src`, `srcset`, `poster`) that is protocol-relative or on a host the block does not list. */
	| 'media-host';

/** One thing found: on which element and attribute, the value as the browser reads it, and why. */
export interface MarkupIssue {
	readonly kind: MarkupIssueKind;
	/** The element's tag, lower case. */
	readonly element: string;
	/** The attribute, when the trouble is in one. */
	readonly attribute?: string;
	/** The attribute's value (or the element's start, for an element), as the DOM holds it. */
	readonly value: string;
	/** Why it is trouble, in words. */
	readonly detail: string;
}

/** What one block may save beyond the rules every block keeps. */
export interface SavedMarkupPolicy {
	/**
	 * Hosts a `<iframe src>`, `<script src>` (the provider's script), `<embed src>` or
	 * `<object data>` may come from, over https. Default: none, so no such element at all.
	 */
	readonly sourceHosts?: readonly string[];
	/**
	 * Hosts the block's media (`src`, `srcset`, `poster` of images, videos, tracks, sources) may
	 * come from, besides the site itself (a relative address). Default: not checked.
	 */
	readonly mediaHosts?: readonly string[];
	/** The block's contract has a background image: its inline style may hold `url(https://…)`. */
	readonly backgroundImage?: boolean;
}

/** Attributes that hold an address a browser follows or loads. */
const URL_ATTRIBUTES = new Set([
	'href',
	'src',
	'srcset',
	'imagesrcset',
	'poster',
	'action',
	'formaction',
	'data',
	'xlink:href',
	'cite',
	'background',
	'longdesc',
	'lowsrc',
	'dynsrc',
	'ping',
	'codebase',
	'manifest',
	'icon',
]);

/** Attributes holding a list of `address descriptor` candidates. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** Elements that load a document or a script from their address: held to the source hosts. */
const SOURCE_ELEMENTS: Readonly<Record<string, string>> = {
	iframe: 'src',
	frame: 'src',
	script: 'src',
	embed: 'src',
	object: 'data',
};

/** Elements whose `src`/`srcset`/`poster` is media: held to the media hosts when the block has them. */
const MEDIA_ELEMENTS = new Set(['img', 'video', 'audio', 'source', 'track', 'picture', 'image', 'input']);
const MEDIA_ATTRIBUTES = ['src', 'srcset', 'poster', 'href', 'xlink:href'];

/** Elements saved markup never holds, whatever the block. */
const FORBIDDEN_ELEMENTS = new Set(['base', 'style', 'applet', 'frameset', 'portal']);

/** Where a relative address of the site resolves in {@link browserUrl}'s reading. */
const SITE = 'https://site.invalid/';

/**
 * An address as a browser's URL parser reads it: leading and trailing spaces and control
 * characters trimmed, tabs and newlines anywhere removed. (The HTML parser has already decoded
 * character references in an attribute; see {@link decodeEntities} for a raw string.)
 *
 * @example
 * browserUrl(' java\tscript:alert(1)'); // 'javascript:alert(1)'
 */
export function browserUrl(value: string): string {
	// eslint-disable-next-line no-control-regex -- the URL standard's C0 controls and spaces
	return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** `text` with HTML character references decoded, as the HTML parser decodes an attribute. */
export function decodeEntities(text: string): string {
	const textarea = document.createElement('textarea');
	textarea.innerHTML = text;
	return textarea.value;
}

/** The scheme of an address as a browser reads it, lower case, or `undefined` for a relative one. */
export function urlScheme(value: string): string | undefined {
	return /^([a-z][a-z0-9+.-]*):/i.exec(browserUrl(value))?.[1]?.toLowerCase();
}

/** Media types a `data:` address runs script as, when a browser opens or frames it. */
const SCRIPTED_DATA = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Why a browser would run `value` as script (`javascript:`, `vbscript:`, `data:text/html`), or
 * `undefined` when it would not.
 */
export function scriptUrl(value: string): string | undefined {
	const address = browserUrl(value);
	const scheme = urlScheme(address);
	if (scheme === 'javascript' || scheme === 'vbscript') {
		return `a ${scheme}: address`;
	}
	if (scheme === 'data') {
		const type = address.slice('data:'.length).split(/[;,]/, 1)[0]?.trim().toLowerCase();
		if (type !== undefined && SCRIPTED_DATA.has(type)) {
			return `a data:${type} address`;
		}
	}
	return undefined;
}

/** The addresses of a `srcset`: the first word of each comma-separated candidate. */
export function srcsetUrls(value: string): string[] {
	return value
		.split(/,\s*/)
		.map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
		.filter((address) => address !== '');
}

/**
 * An inline style as the CSS parser reads it: comments dropped, escapes (`\75 rl`, `\(`)
 * decoded, lower case.
 *
 * @example
 * readCss('background:\\75 rl(//e)'); // 'background:url(//e)'
 */
export function readCss(style: string): string {
	return style
		.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
		.replace(
			/\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|[\n\r\f]|([\s\S]))/gi,
			(_match, hex?: string, char?: string) => {
				if (hex !== undefined) {
					const code = Number.parseInt(hex, 16);
					return code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
				}
				return char ?? '';
			}
		)
		.toLowerCase();
}

/** CSS that loads something or runs something, as read by {@link readCss}. */
const CSS_LOADS = [
	/(?<![\w-])url\(/,
	/(?<![\w-])(?:-webkit-|-moz-)?image-set\(/,
	/(?<![\w-])image\(/,
	/(?<![\w-])src\(/,
	/(?<![\w-])cross-fade\(/,
	/expression\s*\(/,
	/@import/,
	/(?<![\w-])behavior\s*:/,
	/-moz-binding/,
];

/** The `url(…)` addresses of CSS read by {@link readCss}. */
function cssUrls(css: string): string[] {
	return [...css.matchAll(/(?<![\w-])url\(\s*(["']?)(.*?)\1\s*\)/g)].map((match) => match[2] ?? '');
}

/**
 * What in `style` loads or runs something; with `backgroundImage`, `url(https://…)` is allowed
 * (and any other address in `url(` is not).
 */
export function styleLoads(style: string, backgroundImage = false): string[] {
	const css = readCss(style);
	const found: string[] = [];
	for (const pattern of CSS_LOADS) {
		const match = pattern.exec(css);
		if (!match) {
			continue;
		}
		if (backgroundImage && pattern === CSS_LOADS[0]) {
			const bad = cssUrls(css).filter((address) => !isHttpsOn(address, undefined));
			const whole = (css.match(/(?<![\w-])url\(/g) ?? []).length;
			if (bad.length === 0 && whole === cssUrls(css).length) {
				continue;
			}
		}
		found.push(match[0]);
	}
	return found;
}

/** A host on the list: the same name, or under an entry that starts with a dot (`.example.com`). */
function hostListed(host: string, hosts: readonly string[]): boolean {
	const name = host.toLowerCase();
	return hosts.some((entry) => {
		const listed = entry.toLowerCase();
		return listed.startsWith('.') ? name.endsWith(listed) : name === listed;
	});
}

/** `address` is an absolute https address (on one of `hosts`, when given). */
function isHttpsOn(address: string, hosts: readonly string[] | undefined): boolean {
	const text = browserUrl(address);
	if (!/^https:\/\/[^/\\]/i.test(text)) {
		return false;
	}
	try {
		const url = new URL(text);
		return (
			url.protocol === 'https:' &&
			url.username === '' &&
			url.password === '' &&
			(hosts === undefined || hostListed(url.hostname, hosts))
		);
	} catch {
		return false;
	}
}

/**
 * Why a media address is not one of the site's or of `hosts`: protocol-relative (`//host`,
 * `/\host`), on another host, or not an address a page loads; `undefined` when it is fine.
 */
export function foreignMedia(address: string, hosts: readonly string[]): string | undefined {
	const text = browserUrl(address);
	if (/^[/\\]{2}/.test(text)) {
		return 'a protocol-relative address';
	}
	let url: URL;
	try {
		url = new URL(text, SITE);
	} catch {
		return undefined; // The browser loads nothing.
	}
	if (url.origin === new URL(SITE).origin) {
		return undefined; // Relative (`/a.png`, or `https:a.png` on an https page): the site's own.
	}
	// This machine (`localhost`, loopback): where the local provider stands in for the service.
	const loopback = /^(?:localhost|.+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(url.hostname);
	if (
		(url.protocol === 'https:' || url.protocol === 'http:') &&
		(loopback || hostListed(url.hostname, hosts))
	) {
		return url.username === '' && url.password === '' ? undefined : 'an address with a user name';
	}
	return `an address on ${url.host || url.protocol}, not on ${hosts.join(', ') || 'the site'}`;
}

/** A `data-*` attribute's name (or a JSON key in one) that says it holds an address. */
const URL_NAME = /url|href|src|link|uri|action|poster|image|img|redirect|location|endpoint/i;

/**
 * The addresses a `data-*` attribute holds: its value when its name says it is one
 * (`data-url`, `data-link`, `data-image-src`), and the strings under such keys of its JSON
 * (`data-options='{"url":…}'`). A `data-id` or `data-label` holds no address.
 */
function dataAttributeUrls(name: string, value: string): string[] {
	const text = value.trim();
	const own = URL_NAME.test(name.slice('data-'.length)) ? [value] : [];
	if (text.startsWith('{') || text.startsWith('[')) {
		try {
			return [...own, ...jsonUrls(JSON.parse(text) as unknown, false)];
		} catch {
			return own;
		}
	}
	return own;
}

/** The strings of a JSON value under keys named like addresses (`url`, `href`, `imageSrc`…). */
function jsonUrls(value: unknown, underUrlKey: boolean): string[] {
	if (typeof value === 'string') {
		return underUrlKey ? [value] : [];
	}
	if (Array.isArray(value)) {
		return value.flatMap((item) => jsonUrls(item, underUrlKey));
	}
	if (typeof value === 'object' && value !== null) {
		return Object.entries(value).flatMap(([key, item]) =>
			jsonUrls(item, underUrlKey || URL_NAME.test(key))
		);
	}
	return [];
}

/** An element's start tag, short, for a message. */
function startTag(element: Element): string {
	const html = element.outerHTML;
	const end = html.indexOf('>');
	const tag = end === -1 ? html : html.slice(0, end + 1);
	return tag.length > 200 ? `${tag.slice(0, 197)}…` : tag;
}

/**
 * Everything in `html` that runs script, loads from a host the block does not list or
 * breaks out of what the block means to save, read as a browser reads it (the DOM decodes
 * entities; addresses lose tabs, newlines and edge spaces; schemes and CSS are case-insensitive
 * and CSS escapes are decoded). Block comment delimiters are comments, so never checked.
 *
 * @example
 * checkSavedMarkup('<a href="&#106;avascript:x">x</a>'); // [{ kind: 'script-url', … }]
 */
export function checkSavedMarkup(html: string, policy: SavedMarkupPolicy = {}): MarkupIssue[] {
	const template = document.createElement('template');
	template.innerHTML = html;
	const issues: MarkupIssue[] = [];
	const add = (
		kind: MarkupIssueKind,
		element: Element,
		detail: string,
		attribute?: string,
		value?: string
	) =>
		issues.push({
			kind,
			element: element.localName,
			...(attribute === undefined ? {} : { attribute }),
			value: value ?? startTag(element),
			detail,
		});

	for (const element of template.content.querySelectorAll('*')) {
		const tag = element.localName;
		if (FORBIDDEN_ELEMENTS.has(tag)) {
			add('element', element, `a <${tag}> element`);
		} else if (tag === 'link' && !element.hasAttribute('itemprop')) {
			add('element', element, 'a <link> that is not microdata');
		} else if (
			tag === 'meta' &&
			(element.hasAttribute('http-equiv') || element.hasAttribute('charset'))
		) {
			add('element', element, 'a <meta> that changes the page');
		}

		const sourceAttribute = SOURCE_ELEMENTS[tag];
		if (sourceAttribute !== undefined) {
			const address = element.getAttribute(sourceAttribute);
			if (address === null) {
				if (tag === 'script') {
					add('script', element, 'an inline <script>');
				}
			} else if (!isHttpsOn(address, policy.sourceHosts ?? [])) {
				add(
					tag === 'script' ? 'script' : 'source-host',
					element,
					`<${tag} ${sourceAttribute}> not https on ${(policy.sourceHosts ?? []).join(', ') || 'any allowed host (none)'}`,
					sourceAttribute,
					address
				);
			}
		}

		for (const { name, value } of element.attributes) {
			const attribute = name.toLowerCase();
			if (attribute.startsWith('on')) {
				add('event-handler', element, `an event handler (${attribute})`, attribute, value);
				continue;
			}
			if (attribute === 'srcdoc') {
				add('srcdoc', element, "a frame's own document (srcdoc)", attribute, value);
				continue;
			}
			if (attribute === 'style') {
				const loads = styleLoads(value, policy.backgroundImage);
				if (loads.length > 0) {
					add('style-loads', element, `an inline style with ${loads.join(', ')}`, attribute, value);
				}
				continue;
			}
			const addresses = SRCSET_ATTRIBUTES.has(attribute)
				? srcsetUrls(value)
				: URL_ATTRIBUTES.has(attribute)
					? [value]
					: attribute.startsWith('data-')
						? dataAttributeUrls(attribute, value)
						: [];
			const scripted = addresses.map(scriptUrl).find((reason) => reason !== undefined);
			if (scripted !== undefined) {
				add('script-url', element, scripted, attribute, value);
				continue;
			}
			if (
				policy.mediaHosts !== undefined &&
				MEDIA_ELEMENTS.has(tag) &&
				MEDIA_ATTRIBUTES.includes(attribute) &&
				(tag !== 'input' || element.getAttribute('type')?.toLowerCase() === 'image')
			) {
				const foreign = addresses
					.map((address) => foreignMedia(address, policy.mediaHosts ?? []))
					.find((reason) => reason !== undefined);
				if (foreign !== undefined) {
					add('media-host', element, `media from ${foreign}`, attribute, value);
				}
			}
		}
	}
	return issues;
}
