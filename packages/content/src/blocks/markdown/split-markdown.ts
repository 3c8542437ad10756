/**
 * The characters a chunk of a long document aims at: rendering one (marked, DOMPurify) and
 * putting it on the page takes a few tens of milliseconds, so a busy machine, several times
 * slower, still keeps each task well under 200 ms.
 */
export const CHUNK_CHARS = 16_000;

/** A fence that opens fenced code: up to three spaces, then three or more backticks or tildes. */
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Something the HTML parser would read as a tag, a comment, a declaration or a processing
 * instruction (not an autolink, whose scheme is followed by a colon, nor an email address).
 */
const RAW_HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>])|<[!?]/;

/** A line that could define a link reference, which links anywhere in the document may use. */
const LINK_DEFINITION = /^ {0,3}\[(?:[^\]\\]|\\.)*\]:/m;

/**
 * A line a chunk may start with: at the margin (so it continues no list item, quote or
 * indented code) and no list marker (so it does not join the list before it, making it loose).
 */
const CHUNK_START = /^[^\s\-*+\d]/;

/** A blank line: spaces alone (a tab does not end a table for marked). */
const BLANK = /^ *$/;

/** Whether `line` closes fenced code opened with `fence` (the same character, at least as many). */
function closesFence(line: string, fence: string): boolean {
	const trimmed = line.replace(/^ {0,3}/, '');
	const marker = fence.charAt(0);
	let count = 0;
	while (trimmed.charAt(count) === marker) {
		count += 1;
	}
	return count >= fence.length && /^ *$/.test(trimmed.slice(count));
}

/**
 * Cuts markdown into chunks of about {@link CHUNK_CHARS} characters whose renderings, joined,
 * are the rendering of the whole: each cut is after a blank line, outside fenced code, before
 * a line at the margin that starts no list item. Where a cut could change the rendering, there
 * is none: a document with link reference definitions (used from anywhere in it) stays whole,
 * and nothing is cut after the first raw HTML (an element left open there holds what follows).
 * A document of one chunk comes back as it is.
 */
export function splitMarkdown(source: string, chunkChars: number = CHUNK_CHARS): string[] {
	if (source.length <= chunkChars || LINK_DEFINITION.test(source)) {
		return [source];
	}
	// As marked reads it: line breaks of any kind are newlines.
	const text = source.replace(/\r\n|\r/g, '\n');
	const htmlAt = text.search(RAW_HTML);
	const lastCut = htmlAt === -1 ? text.length : htmlAt;
	const chunks: string[] = [];
	let start = 0;
	let fence: string | undefined;
	let afterBlank = false;
	for (let at = 0; at < lastCut;) {
		const newline = text.indexOf('\n', at);
		const end = newline === -1 ? text.length : newline;
		const line = text.slice(at, end);
		if (fence !== undefined) {
			if (closesFence(line, fence)) {
				fence = undefined;
			}
			afterBlank = false;
		} else {
			if (afterBlank && at - start >= chunkChars && CHUNK_START.test(line)) {
				chunks.push(text.slice(start, at));
				start = at;
			}
			const open = FENCE_OPEN.exec(line);
			// A backtick fence's info string has no backtick (else it is inline code).
			if (open?.[1] !== undefined && !(open[1].startsWith('`') && (open[2] ?? '').includes('`'))) {
				fence = open[1];
			}
			afterBlank = fence === undefined && BLANK.test(line);
		}
		at = end + 1;
	}
	if (start === 0) {
		return [source];
	}
	chunks.push(text.slice(start));
	return chunks;
}
