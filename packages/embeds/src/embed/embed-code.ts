// Reads the elements of an embed code a provider gives out (`<iframe src="…" height="600">`)
// as text: a small tolerant scanner of start tags and their attributes. Nothing is parsed into
// a document, so nothing in the code can run, load or navigate; scripts and event handlers
// are just attributes nobody asks for.
import { MAX_ADDRESS_LENGTH } from '@blockyard/api-client';

/** An embed code longer than this is not one (and not scanned). */
export const MAX_EMBED_CODE_LENGTH = 8 * MAX_ADDRESS_LENGTH;

/** A start tag found in pasted text: its name and attributes, names lower case, values decoded. */
export interface ScannedElement {
	readonly tag: string;
	readonly attributes: ReadonlyMap<string, string>;
}

// A start tag: `<name` then attributes (quoted values may hold `>`) up to `>`. The
// alternatives start with different characters, so the scan never backtracks badly.
const START_TAG = /<([a-z][a-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
	amp: '&',
	quot: '"',
	apos: "'",
	lt: '<',
	gt: '>',
	nbsp: '\u00a0',
};

/** Decodes the character references an attribute value may hold (`&amp;`, `&#39;`, `&#x2F;`). */
export function decodeEntities(value: string): string {
	return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (reference, body: string) => {
		const lower = body.toLowerCase();
		if (lower.startsWith('#')) {
			const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
			return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
				? String.fromCodePoint(code)
				: reference;
		}
		return NAMED_ENTITIES[lower] ?? reference;
	});
}

/**
 * Every start tag named `tag` in `text`, in order, with its attributes (the first of a
 * repeated name wins, as in HTML). Empty for text without one, or longer than
 * {@link MAX_EMBED_CODE_LENGTH}.
 *
 * @example
 * scanElements('<iframe src="https://a.test/?x=1&amp;y=2"></iframe>', 'iframe')[0]?.attributes.get('src')
 * // 'https://a.test/?x=1&y=2'
 */
export function scanElements(text: string, tag: string): ScannedElement[] {
	if (text.length > MAX_EMBED_CODE_LENGTH) {
		return [];
	}
	const wanted = tag.toLowerCase();
	const found: ScannedElement[] = [];
	for (const match of text.matchAll(START_TAG)) {
		const name = (match[1] ?? '').toLowerCase();
		if (name !== wanted) {
			continue;
		}
		const attributes = new Map<string, string>();
		for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
			const attributeName = (attribute[1] ?? '').toLowerCase();
			if (!attributes.has(attributeName)) {
				attributes.set(
					attributeName,
					decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
				);
			}
		}
		found.push({ tag: name, attributes });
	}
	return found;
}

/** Whether pasted text looks like markup (an embed code) rather than an address. */
export function looksLikeMarkup(text: string): boolean {
	return /<[a-z!/]/i.test(text);
}
