import { describe, expect, it } from 'vitest';

import { markdownToHtml } from './markdown-to-html';
import { extendSplit, splitSettled, type SettledSplit } from './split-settled';

const REPLY = [
	'# Title',
	'',
	'Intro paragraph with **bold**',
	'on two lines.',
	'',
	'',
	'## Steps',
	'',
	'1. **First**',
	'',
	'   Do this.',
	'',
	'2. Second',
	'   - nested',
	'',
	'```js',
	'const a = 1;',
	'',
	'',
	'const b = 2;',
	'```',
	'',
	'~~~~',
	'```',
	'',
	'still code',
	'~~~~',
	'',
	'> A quote',
	'',
	'    indented code',
	'',
	'    more of it',
	'',
	'Outro.',
	'',
].join('\n');

const joined = ({ settled, tail }: SettledSplit): string => settled.join('') + tail;

describe('splitSettled', () => {
	it('cuts after blank lines, each segment keeping its blank lines', () => {
		expect(splitSettled('# Title\n\nA paragraph\nstill it.\n\n\nNext')).toEqual({
			settled: ['# Title\n\n', 'A paragraph\nstill it.\n\n\n'],
			tail: 'Next',
		});
	});

	it('keeps everything in the tail until a blank line is followed by the next line', () => {
		expect(splitSettled('')).toEqual({ settled: [], tail: '' });
		expect(splitSettled('A paragraph')).toEqual({ settled: [], tail: 'A paragraph' });
		expect(splitSettled('A paragraph\n\n')).toEqual({ settled: [], tail: 'A paragraph\n\n' });
		// A line of spaces so far may become a blank line or an indented one.
		expect(splitSettled('A paragraph\n\n  ')).toEqual({ settled: [], tail: 'A paragraph\n\n  ' });
		expect(splitSettled('A paragraph\n\nN')).toEqual({ settled: ['A paragraph\n\n'], tail: 'N' });
	});

	it('does not cut at leading blank lines', () => {
		expect(splitSettled('\n\n  \nFirst\n\nSecond')).toEqual({
			settled: ['\n\n  \nFirst\n\n'],
			tail: 'Second',
		});
	});

	it('does not cut inside a fenced code block, even at blank lines', () => {
		const text = 'Intro\n\n```python\ndef f():\n\n\n    return 1\n```\n\nAfter';
		expect(splitSettled(text)).toEqual({
			settled: ['Intro\n\n', '```python\ndef f():\n\n\n    return 1\n```\n\n'],
			tail: 'After',
		});
		// Still open: everything from the fence on is the tail.
		expect(splitSettled('Intro\n\n```\na\n\nb\n\nc')).toEqual({
			settled: ['Intro\n\n'],
			tail: '```\na\n\nb\n\nc',
		});
	});

	it('closes a fence only with the same character, at least as long, and nothing after it', () => {
		expect(splitSettled('````\n```\n\nx\n``` js\n\ny\n````\n\nz').settled).toEqual([
			'````\n```\n\nx\n``` js\n\ny\n````\n\n',
		]);
		expect(splitSettled('~~~\n```\n\nx\n~~~\n\nz').settled).toEqual(['~~~\n```\n\nx\n~~~\n\n']);
		// Inline code is not a fence.
		expect(splitSettled('```inline``` text\n\nz').settled).toEqual(['```inline``` text\n\n']);
		// A fence indented four spaces is indented code, not a fence.
		expect(splitSettled('Text\n\n    ```\n\nz').settled).toEqual(['Text\n\n    ```\n\n']);
	});

	it('reads CRLF lines', () => {
		expect(splitSettled('```\r\na\r\n\r\nb\r\n```\r\n\r\nz')).toEqual({
			settled: ['```\r\na\r\n\r\nb\r\n```\r\n\r\n'],
			tail: 'z',
		});
	});

	it('does not cut before an indented line (list item content, indented code)', () => {
		expect(splitSettled('- item\n\n  more of the item\n\n    code\n\nNext').settled).toEqual([
			'- item\n\n  more of the item\n\n    code\n\n',
		]);
	});

	it('does not cut between the items of a loose list', () => {
		expect(splitSettled('1. one\n\n2. two\n\n- three\n\n* four\n\n+ five\n\n7) six\n\nNext')).toEqual({
			settled: ['1. one\n\n2. two\n\n- three\n\n* four\n\n+ five\n\n7) six\n\n'],
			tail: 'Next',
		});
		// Until the line says whether it is a list item, nothing is decided…
		expect(splitSettled('1. one\n\n2').settled).toEqual([]);
		expect(splitSettled('1. one\n\n2.').settled).toEqual([]);
		expect(splitSettled('1. one\n\n-').settled).toEqual([]);
		// …then it is.
		expect(splitSettled('1. one\n\n2. ').settled).toEqual([]);
		expect(splitSettled('1. one\n\n2024 was').settled).toEqual(['1. one\n\n']);
		expect(splitSettled('1. one\n\n---').settled).toEqual(['1. one\n\n']);
		expect(splitSettled('1. one\n\n-\n').settled).toEqual([]);
	});

	it('cuts before a list that follows something else, and after a list', () => {
		expect(splitSettled('## Steps\n\n1. First\n\n2. Second\n\n```\nx\n```\n\n- other\n\nEnd')).toEqual({
			settled: ['## Steps\n\n', '1. First\n\n2. Second\n\n', '```\nx\n```\n\n', '- other\n\n'],
			tail: 'End',
		});
		// After anything but a list, the first character of the next line decides.
		expect(splitSettled('Intro\n\n1').settled).toEqual(['Intro\n\n']);
		// A list interrupting a paragraph is a list too.
		expect(splitSettled('Intro:\n- a\n\n- b\n\nEnd').settled).toEqual(['Intro:\n- a\n\n- b\n\n']);
	});

	it('gives the text back: settled.join("") + tail === text', () => {
		for (let end = 0; end <= REPLY.length; end++) {
			const text = REPLY.slice(0, end);
			const split = splitSettled(text);
			expect(joined(split)).toBe(text);
			for (const segment of split.settled) {
				expect(segment.trim()).not.toBe('');
			}
		}
	});

	it('never changes a settled segment when text is appended', () => {
		let previous = splitSettled('');
		for (let end = 1; end <= REPLY.length; end++) {
			const split = splitSettled(REPLY.slice(0, end));
			expect(split.settled.slice(0, previous.settled.length)).toEqual(previous.settled);
			previous = split;
		}
		expect(previous.settled.length).toBeGreaterThan(5);
	});

	it('renders settled segments as one markdown pass does, for headings, paragraphs, lists, code', () => {
		const { settled, tail } = splitSettled(REPLY);
		const pieces = [...settled, tail].map((segment) => markdownToHtml(segment)).join('');
		expect(pieces).toBe(markdownToHtml(REPLY));
	});
});

describe('extendSplit', () => {
	it('gives what splitSettled gives, chunk after chunk, whatever the chunk size', () => {
		for (const size of [1, 2, 3, 5, 8, 13, 40]) {
			let split = splitSettled('');
			for (let end = size; end < REPLY.length + size; end += size) {
				const text = REPLY.slice(0, end);
				split = extendSplit(split, text);
				expect(split).toEqual(splitSettled(text));
			}
		}
	});

	it('keeps the same settled array while no segment is added', () => {
		const first = splitSettled('# Title\n\nSome');
		const next = extendSplit(first, '# Title\n\nSome more');
		expect(next.settled).toBe(first.settled);
		expect(next.tail).toBe('Some more');
	});

	it('splits from scratch when the text is not a continuation', () => {
		const previous = splitSettled('# Title\n\nSome');
		expect(extendSplit(previous, '# Other\n\nText')).toEqual(splitSettled('# Other\n\nText'));
		expect(extendSplit(previous, '')).toEqual({ settled: [], tail: '' });
	});
});
