// The array diff's own module: the package's index carries every diff and patch function, and
// without a `sideEffects` field a bundler keeps them all (about 5 KiB gzip).
import { diffArrays } from 'diff/lib/diff/array.js';

/** One change the AI made: the words it took out and the words it put in their place. */
export interface ReviewChange {
	/** 0, 1, 2… in the order the changes appear in the text. */
	readonly id: number;
	/** The original's text that the change removes ('' when it only inserts). */
	readonly removed: string;
	/** The suggestion's text that the change adds ('' when it only deletes). */
	readonly added: string;
}

/** A stretch of text both sides share, or one change. */
export type ReviewPart =
	| { readonly kind: 'same'; readonly text: string }
	| { readonly kind: 'change'; readonly change: ReviewChange };

/**
 * The original and the suggestion as one sequence. Joining every part, a change as its
 * `removed`, gives the original exactly; as its `added`, the suggestion exactly.
 */
export interface ReviewDiff {
	readonly parts: readonly ReviewPart[];
	readonly changes: readonly ReviewChange[];
}

/** Blocks (separated by a blank line), then sentences or lines, then words. */
type Level = 'blocks' | 'sentences' | 'words';
const NEXT_LEVEL: Readonly<Record<Exclude<Level, 'words'>, Level>> = {
	blocks: 'sentences',
	sentences: 'words',
};

/**
 * At most this many units added or removed in one comparison. Myers' algorithm, which the
 * `diff` package implements, costs about (size × edits); a rewrite of thousands of words
 * compared as one would take seconds. Past this, blocks are looked at as their sentences,
 * sentences are compared in order (see `pairInOrder`), and words are one change.
 */
const MAX_EDITS = 400;

/**
 * Words, the whitespace between them and the runs of emphasis marks around them (`**`, `_`,
 * `~~`, `` ` ``): joined, they give the text back exactly. A mark is a token of its own, so
 * that a changed word leaves its formatting out of the change (`_cat_` to `_kitten_` changes
 * `cat` only).
 */
function tokensOf(text: string): string[] {
	return text.match(/\s+|[*_~`]+|[^\s*_~`]+/g) ?? [];
}

const MARKS_ONLY = /^[*_~`]+$/;

const BLANK_LINE = /\n[ \t]*\n/;
/** A word that ends a sentence: `.`, `!`, `?`, `…`, maybe with closing quotes or brackets. */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/** Whether the whitespace `token`, after the word `previous`, ends a unit of `level`. */
function endsUnit(level: Level, previous: string, token: string): boolean {
	if (level === 'words') {
		return true;
	}
	if (level === 'blocks') {
		return BLANK_LINE.test(token);
	}
	// A sentence, or a line: the items of a list, the rows of a table.
	return token.includes('\n') || SENTENCE_END.test(previous);
}

/** The tokens cut into units of `level`; each unit keeps its trailing whitespace. */
function unitsOf(tokens: readonly string[], level: Level): string[][] {
	if (level === 'words') {
		return tokens.map((token) => [token]);
	}
	const units: string[][] = [];
	let unit: string[] = [];
	let previousWord = '';
	for (const token of tokens) {
		unit.push(token);
		if (/^\s/.test(token)) {
			if (endsUnit(level, previousWord, token)) {
				units.push(unit);
				unit = [];
			}
		} else if (!MARKS_ONLY.test(token)) {
			previousWord = token;
		}
	}
	if (unit.length > 0) {
		units.push(unit);
	}
	return units;
}

type RawPart = { kind: 'same'; text: string } | { kind: 'change'; removed: string; added: string };

/** Compares two runs of tokens at `level`, and what differs one level down, appending to `out`. */
function compare(a: readonly string[], b: readonly string[], level: Level, out: RawPart[]): void {
	const unitsA = unitsOf(a, level);
	const unitsB = unitsOf(b, level);
	const keysA = unitsA.map((unit) => unit.join(''));
	const keysB = unitsB.map((unit) => unit.join(''));
	const result = diffArrays(keysA, keysB, { maxEditLength: MAX_EDITS });
	if (result === undefined) {
		if (level === 'words') {
			out.push({ kind: 'change', removed: keysA.join(''), added: keysB.join('') });
		} else if (level === 'blocks') {
			compare(a, b, NEXT_LEVEL[level], out);
		} else {
			pairInOrder(unitsA, unitsB, NEXT_LEVEL[level], out);
		}
		return;
	}
	let removed: string[][] = [];
	let added: string[][] = [];
	const flush = () => {
		if (removed.length > 0 || added.length > 0) {
			refine(removed, added, level, out);
		}
		removed = [];
		added = [];
	};
	let indexA = 0;
	let indexB = 0;
	for (const part of result) {
		const count = part.count ?? part.value.length;
		if (part.removed) {
			removed.push(...unitsA.slice(indexA, indexA + count));
			indexA += count;
		} else if (part.added) {
			added.push(...unitsB.slice(indexB, indexB + count));
			indexB += count;
		} else {
			flush();
			out.push({ kind: 'same', text: keysA.slice(indexA, indexA + count).join('') });
			indexA += count;
			indexB += count;
		}
	}
	flush();
}

/**
 * Sentences that differ too much to align, compared first with first, second with second, and
 * what one side has more of as one change: each comparison stays small, and a rewrite of a
 * long text still shows its changes word by word.
 */
function pairInOrder(unitsA: string[][], unitsB: string[][], next: Level, out: RawPart[]): void {
	const paired = Math.min(unitsA.length, unitsB.length);
	for (let index = 0; index < paired; index += 1) {
		compare(unitsA[index] ?? [], unitsB[index] ?? [], next, out);
	}
	refine(unitsA.slice(paired), unitsB.slice(paired), 'words', out);
}

/**
 * Units that differ, looked at one level down: block by block (sentence by sentence) when
 * both sides have as many, which keeps each comparison small; as one run otherwise.
 */
function refine(removed: string[][], added: string[][], level: Level, out: RawPart[]): void {
	if (level === 'words' || removed.length === 0 || added.length === 0) {
		out.push({ kind: 'change', removed: removed.flat().join(''), added: added.flat().join('') });
		return;
	}
	const next = NEXT_LEVEL[level];
	if (removed.length === added.length) {
		removed.forEach((unit, index) => compare(unit, added[index] ?? [], next, out));
		return;
	}
	compare(removed.flat(), added.flat(), next, out);
}

/**
 * A change with the whitespace both its sides start or end with taken out, as text both
 * keep: "Teh" for "The", not "Teh " for "The ".
 */
function withoutSharedSpace(part: RawPart): RawPart[] {
	if (part.kind === 'same') {
		return [part];
	}
	const { removed, added } = part;
	const lead = /^\s*/.exec(removed)?.[0] ?? '';
	const leadAdded = /^\s*/.exec(added)?.[0] ?? '';
	let start = 0;
	while (start < lead.length && start < leadAdded.length && lead[start] === leadAdded[start]) {
		start += 1;
	}
	const trail = /\s*$/.exec(removed.slice(start))?.[0] ?? '';
	const trailAdded = /\s*$/.exec(added.slice(start))?.[0] ?? '';
	let end = 0;
	while (
		end < trail.length &&
		end < trailAdded.length &&
		trail[trail.length - 1 - end] === trailAdded[trailAdded.length - 1 - end]
	) {
		end += 1;
	}
	return [
		{ kind: 'same', text: removed.slice(0, start) },
		{
			kind: 'change',
			removed: removed.slice(start, removed.length - end),
			added: added.slice(start, added.length - end),
		},
		{ kind: 'same', text: removed.slice(removed.length - end) },
	];
}

/**
 * The parts joined up: neighbouring stretches of the same kind become one, and changes with
 * only whitespace between them become one change ("big dog" for "large cat", not two), as
 * a reader takes them in.
 */
function joinParts(raw: readonly RawPart[]): RawPart[] {
	const joined: RawPart[] = [];
	for (const part of raw) {
		const last = joined.at(-1);
		if (part.kind === 'same' && part.text === '') {
			continue;
		}
		if (last?.kind === 'same' && part.kind === 'same') {
			last.text += part.text;
		} else if (last?.kind === 'change' && part.kind === 'change') {
			last.removed += part.removed;
			last.added += part.added;
		} else if (
			part.kind === 'change' &&
			last?.kind === 'same' &&
			/^\s+$/.test(last.text) &&
			joined.at(-2)?.kind === 'change'
		) {
			const change = joined.at(-2) as Extract<RawPart, { kind: 'change' }>;
			joined.pop();
			change.removed += last.text + part.removed;
			change.added += last.text + part.added;
		} else {
			joined.push({ ...part });
		}
	}
	return joined;
}

/**
 * The word-level differences between the original text and the AI's suggestion (markdown,
 * both): what stayed, and each change. Blocks are compared first, then the sentences of the
 * blocks that differ, then their words, so that a long rewrite stays quick to compare and
 * its changes stay within their sentences.
 *
 * @example
 * diffForReview('The big dog.', 'The large dog.').changes; // [{ id: 0, removed: 'big', added: 'large' }]
 */
export function diffForReview(original: string, suggestion: string): ReviewDiff {
	const raw: RawPart[] = [];
	compare(tokensOf(original), tokensOf(suggestion), 'blocks', raw);
	// Joined, then the shared space taken out, then joined again (the space goes to the text beside it).
	const parts = joinParts(joinParts(raw).flatMap(withoutSharedSpace));
	const changes: ReviewChange[] = [];
	const reviewParts = parts.map((part): ReviewPart => {
		if (part.kind === 'same') {
			return part;
		}
		const change = { id: changes.length, removed: part.removed, added: part.added };
		changes.push(change);
		return { kind: 'change', change };
	});
	return { parts: reviewParts, changes };
}
