/**
 * A streamed markdown text cut where what comes next can no longer change what came before.
 *
 * Joining rule: `settled.join('') + tail === text`, exactly. Nothing is added or removed: each
 * settled segment ends with its own trailing blank line(s), newlines included, and the next
 * segment (or the tail) starts with the first character of the line after them.
 */
export interface SettledSplit {
	/** Segments that appending text cannot change; each holds at least one non-blank line. */
	readonly settled: readonly string[];
	/** The rest, still open: the block being written, which a new chunk may change. */
	readonly tail: string;
}

/** An open fenced code block: its fence character and length (a closing fence must be as long). */
interface Fence {
	readonly character: '`' | '~';
	readonly length: number;
}

const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** A complete line that starts a list item (`- `, `* `, `+ `, `1. `, `1) `, or the marker alone). */
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** The start of a line that is already a list item, or that may still become one. */
const LIST_ITEM_START = /^(?:[-*+]|\d{1,9}[.)])[ \t]/;
const MAYBE_LIST_ITEM = /^(?:[-*+]|\d{1,9}[.)]?)$/;

function opensFence(line: string): Fence | null {
	const match = OPENING_FENCE.exec(line);
	const marker = match?.[1];
	if (marker === undefined) {
		return null;
	}
	const character = marker[0] === '`' ? '`' : '~';
	// CommonMark: the info string of a backtick fence may not contain a backtick (that is inline code).
	if (character === '`' && (match?.[2] ?? '').includes('`')) {
		return null;
	}
	return { character, length: marker.length };
}

function closesFence(line: string, fence: Fence): boolean {
	const marker = CLOSING_FENCE.exec(line)?.[1];
	return marker !== undefined && marker[0] === fence.character && marker.length >= fence.length;
}

const isBlank = (line: string): boolean => line.trim() === '';

/**
 * Whether the non-blank line after a blank line starts a new segment. Not when it is indented
 * (it may continue a list item, or be an indented code block), nor when it is a list item
 * after a list (a loose list must stay one list: split, it would render as several lists,
 * numbered anew). `unknown` when the line is not complete and its beginning does not tell
 * yet (after a list, `1` may become `1. `).
 */
function startsSegment(line: string, complete: boolean, afterList: boolean): boolean | 'unknown' {
	if (isBlank(line)) {
		// Only a partial line can be blank here: it may still become indented text.
		return 'unknown';
	}
	if (line[0] === ' ' || line[0] === '\t') {
		return false;
	}
	if (!afterList) {
		return true;
	}
	if (complete) {
		return !LIST_ITEM.test(line);
	}
	if (LIST_ITEM_START.test(line)) {
		return false;
	}
	return MAYBE_LIST_ITEM.test(line) ? 'unknown' : true;
}

/**
 * Splits streamed markdown into settled segments and an open tail. A segment ends after a
 * blank line that is not inside an open fenced code block (``` or ~~~), once the next line
 * has begun and is neither indented nor a list item (see `startsSegment`): from there on,
 * markdown rendering of the part before cannot depend on what follows.
 *
 * Incremental: appending text never changes a settled segment, only adds segments after it,
 * and splitting the text that follows a settled segment on its own gives the same segments
 * (see {@link extendSplit}). Markdown that does look back across a blank line is not
 * followed: a link reference definition (`[x]: url`) applies only within its own segment,
 * and a raw HTML block with blank lines inside renders (escaped) in pieces.
 */
export function splitSettled(text: string): SettledSplit {
	const settled: string[] = [];
	let segmentStart = 0;
	let hasContent = false;
	let afterBlank = false;
	let fence: Fence | null = null;
	// Whether the last block outside a fence is a list (a list item line, or what follows it
	// up to a blank line and then an unindented line that is not a list item).
	let inList = false;

	let lineStart = 0;
	while (lineStart < text.length) {
		const newline = text.indexOf('\n', lineStart);
		const complete = newline !== -1;
		const lineEnd = complete ? newline : text.length;
		// A CRLF line is read without its CR.
		const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');

		if (fence !== null) {
			if (complete && closesFence(line, fence)) {
				fence = null;
			}
		} else if (complete && isBlank(line)) {
			afterBlank = hasContent;
		} else {
			const startsBlock = afterBlank;
			if (afterBlank) {
				const decision = startsSegment(line, complete, inList);
				if (decision === 'unknown') {
					break;
				}
				if (decision) {
					settled.push(text.slice(segmentStart, lineStart));
					segmentStart = lineStart;
				}
				afterBlank = false;
			}
			if (!isBlank(line)) {
				hasContent = true;
				if (LIST_ITEM.test(line)) {
					inList = true;
				} else if (startsBlock && line[0] !== ' ' && line[0] !== '\t') {
					inList = false;
				}
				if (complete) {
					fence = opensFence(line);
				}
			}
		}
		lineStart = lineEnd + 1;
	}
	return { settled, tail: text.slice(segmentStart) };
}

/**
 * `splitSettled(text)`, reusing `previous` (the split of an earlier text) when `text` still
 * starts with its settled segments: only the previous tail and what follows are scanned
 * again, and the settled array is the same object when no segment was added. Any other text
 * (edited, shortened, replaced) is split from scratch, so the result never depends on
 * `previous` being right.
 */
export function extendSplit(previous: SettledSplit, text: string): SettledSplit {
	let offset = 0;
	for (const segment of previous.settled) {
		if (!text.startsWith(segment, offset)) {
			return splitSettled(text);
		}
		offset += segment.length;
	}
	const rest = splitSettled(text.slice(offset));
	return {
		settled: rest.settled.length === 0 ? previous.settled : [...previous.settled, ...rest.settled],
		tail: rest.tail,
	};
}
