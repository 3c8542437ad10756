import { markdownToHtml } from '../markdown/markdown-to-html';
import { sanitizePreviewNodes } from '../sanitize/html';
import type { ReviewDecisions } from './reviewed-text';
import type { ReviewDiff } from './word-diff';

/**
 * How a change's text shows: `removed` and `added` while it is to be reviewed, then either
 * `accepted` (the suggestion's words) or `rejected` (the original's).
 */
type Shown = 'removed' | 'added' | 'accepted' | 'rejected';

const LETTER: Readonly<Record<Shown, string>> = { removed: 'd', added: 'i', accepted: 'a', rejected: 'r' };
const SHOWN: Readonly<Record<string, Shown>> = { d: 'removed', i: 'added', a: 'accepted', r: 'rejected' };

/*
 * The changes are marked in the markdown before it is rendered, and the marks turned into
 * elements after: the text renders as one document, so formatting that spans a change
 * (a bold sentence with one word changed) stays as it is. The marks are characters of
 * Unicode's supplemental punctuation, which markdown treats as punctuation next to
 * emphasis (`_word_` still opens and closes beside them) and which the text cannot hold:
 * any in the text are shown as U+FFFD.
 */
const OPEN = '\u2E02';
const ID_END = '\u2E03';
const CLOSE = '\u2E05';
const MARK_CHARACTERS = /[\u2E02\u2E03\u2E05]/g;
const MARKS = /\u2E02([dira])(\d+)\u2E03|\u2E05/g;

/** What starts a line and must stay at its start: a list item's marker, a heading's, a quote's. */
const LINE_PREFIX = /^(?:[ \t]*(?:[-*+]|\d{1,9}[.)]|#{1,6}|>)(?:[ \t]+|$))*/;

/**
 * `text` marked as `shown` of change `id`, line by line: the whitespace around it and each
 * line's block prefix stay outside the marks, so a change does not break the block syntax
 * of the lines it is on.
 */
function markText(text: string, shown: Shown, id: number, atLineStart: boolean): string {
	return text
		.replace(MARK_CHARACTERS, '\uFFFD')
		.split(/(\s*\n\s*)/)
		.map((piece, index) => {
			if (index % 2 === 1) {
				return piece;
			}
			const lineStart = index > 0 || atLineStart;
			const prefix = lineStart ? (LINE_PREFIX.exec(piece)?.[0] ?? '') : '';
			const rest = piece.slice(prefix.length);
			const core = rest.trim();
			if (core === '') {
				return piece;
			}
			const before = rest.slice(0, rest.indexOf(core));
			const after = rest.slice(before.length + core.length);
			return `${prefix}${before}${OPEN}${LETTER[shown]}${id}${ID_END}${core}${CLOSE}${after}`;
		})
		.join('');
}

/** The review as markdown, each change's text marked as it shows now. */
export function reviewMarkdown(diff: ReviewDiff, decisions: ReviewDecisions): string {
	let markdown = '';
	const append = (text: string, shown: Shown, id: number) => {
		markdown += markText(text, shown, id, markdown === '' || /\n[ \t]*$/.test(markdown));
	};
	for (const part of diff.parts) {
		if (part.kind === 'same') {
			markdown += part.text.replace(MARK_CHARACTERS, '\uFFFD');
			continue;
		}
		const { id, removed, added } = part.change;
		const decision = decisions.get(id);
		if (decision === 'accepted') {
			append(added, 'accepted', id);
		} else if (decision === 'rejected') {
			append(removed, 'rejected', id);
		} else {
			append(removed, 'removed', id);
			append(added, 'added', id);
		}
	}
	return markdown;
}

/** The element that shows a change's text. */
function changeElement(doc: Document, shown: Shown, id: string, text: string): Element {
	const element = doc.createElement(shown === 'removed' ? 'del' : shown === 'added' ? 'ins' : 'span');
	element.className = `blockyard-ai-review__change is-${shown}`;
	element.setAttribute('data-change', id);
	element.textContent = text;
	return element;
}

/** Replaces the marks in the text of `body` by elements around the text they mark. */
function markChanges(doc: Document, body: DocumentFragment): void {
	const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT);
	const texts: Text[] = [];
	for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
		texts.push(node as Text);
	}
	let current: { shown: Shown; id: string } | null = null;
	for (const node of texts) {
		const text = node.data;
		if (current === null && !text.includes(OPEN)) {
			continue;
		}
		const fragment = doc.createDocumentFragment();
		const emit = (piece: string) => {
			if (piece === '') {
				return;
			}
			fragment.append(
				current === null
					? doc.createTextNode(piece)
					: changeElement(doc, current.shown, current.id, piece)
			);
		};
		let from = 0;
		for (const match of text.matchAll(MARKS)) {
			emit(text.slice(from, match.index));
			from = match.index + match[0].length;
			const shown = match[1] === undefined ? undefined : SHOWN[match[1]];
			current = shown === undefined ? null : { shown, id: match[2] ?? '' };
		}
		emit(text.slice(from));
		node.replaceWith(fragment);
	}
	// A mark inside a link's address or an image's text is no use there.
	for (const element of Array.from(body.querySelectorAll('*'))) {
		for (const attribute of Array.from(element.attributes)) {
			if (/[\u2E02\u2E03\u2E05]/.test(attribute.value)) {
				element.setAttribute(attribute.name, attribute.value.replace(MARKS, ''));
			}
		}
	}
}

/**
 * The review for the editor, as nodes of `doc` to put on the page: the text rendered as the AI
 * block's preview is (the same markdown, the same sanitiser), each change's text in a `del`,
 * an `ins` or a `span` with `data-change` (its id) and a class saying how it shows. The HTML is
 * parsed once, by the sanitiser; the marks are turned into elements in its nodes.
 */
export function reviewNodes(diff: ReviewDiff, decisions: ReviewDecisions, doc: Document): DocumentFragment {
	const nodes = sanitizePreviewNodes(markdownToHtml(reviewMarkdown(diff, decisions)), doc);
	markChanges(doc, nodes);
	return nodes;
}
