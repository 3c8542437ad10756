// The repository explains itself in its own words: no comment, doc or test name may cite a
// document that is not in the tree (the planning notes the project started from, a developers'
// guide or toolchain notes kept outside it, a folder beside the checkout, an issue tracker).
// Citing a file that is in the tree, such as docs/decisions/0009-contact-forms.md, is fine.
// The patterns are built from parts so that this file passes its own scan.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

const SEED = ['se', 'ed'].join('');
const UP = '../';
const SHARED = `${UP}shared/`;
const ISSUE = ['iss', 'ue'].join('');
const dotMd = (name: string) => new RegExp(`\\b${name}\\.md\\b`, 'i');

/** What a citation of an outside document looks like, with what to say about it. */
const CITATIONS: readonly { readonly pattern: RegExp; readonly why: string }[] = [
	{ pattern: new RegExp(`\\b${SEED} \\d{3}\\b`, 'i'), why: 'cites a planning document by number' },
	{ pattern: new RegExp(`\\b${SEED}\\s*\\u00a7`, 'i'), why: 'cites a section of a planning document' },
	{ pattern: /\u00a7\s*\d/, why: 'cites a numbered section of a document' },
	{ pattern: new RegExp(`\\(${SEED}\\)`, 'i'), why: 'cites a planning document' },
	{ pattern: dotMd(['DEVELOP', 'ERS'].join('')), why: 'cites a guide that is not in the tree' },
	{ pattern: dotMd(['TOOL', 'CHAIN'].join('')), why: 'cites toolchain notes that are not in the tree' },
	{
		pattern: new RegExp(['anchor', 'product'].join(' '), 'i'),
		why: 'compares with a product the reader cannot see',
	},
	{ pattern: /\bissues? #?\d+\b/i, why: 'cites an issue number' },
];

/**
 * A `shared` folder reached by going up one or more folders: where notes beside a checkout live.
 * The repository names no folder of its own `shared`, so every such path points outside.
 */
const SHARED_PATH = /(?:\.\.\/)+shared\//;

interface Citation {
	readonly line: number;
	readonly text: string;
	readonly why: string;
}

/** Every line of a file's text that cites something outside the repository. */
function citationsIn(text: string): Citation[] {
	const found: Citation[] = [];
	text.split('\n').forEach((line, index) => {
		const hit = CITATIONS.find(({ pattern }) => pattern.test(line));
		const outside = SHARED_PATH.test(line);
		if (hit || outside) {
			found.push({
				line: index + 1,
				text: line.trim(),
				why: hit?.why ?? 'points at a folder outside the tree',
			});
		}
	});
	return found;
}

/** The tracked files to read: everything git tracks but lock files and binaries. */
function trackedTextFiles(): { readonly file: string; readonly text: string }[] {
	const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
		.split('\0')
		.filter((file) => file !== '' && !file.endsWith('package-lock.json'));
	return files.flatMap((file) => {
		const path = join(root, file);
		if (!existsSync(path)) {
			return []; // deleted in the working tree, not yet committed
		}
		const bytes = readFileSync(path);
		return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
	});
}

describe('the repository speaks in its own words', () => {
	it('recognizes citations of outside documents, and not database seeding or in-tree imports', () => {
		const cites = (text: string) => citationsIn(text).length > 0;
		expect(
			cites(`/** ${SEED[0]?.toUpperCase()}${SEED.slice(1)} 000 \u00a74: at most 20 entries. */`)
		).toBe(true);
		expect(cites(`// as the ${SEED} \u00a75 says`)).toBe(true);
		expect(cites(`it('keeps the history (${SEED})')`)).toBe(true);
		expect(cites(`(see ${['DEVELOP', 'ERS'].join('')}.md)`)).toBe(true);
		expect(cites(`(see ${SHARED}notes.md)`)).toBe(true);
		expect(cites(`asked for in ${ISSUE} 7`)).toBe(true);

		expect(cites(`import { ${SEED}DemoSite } from './db/${SEED}-demo-site';`)).toBe(false);
		expect(cites(`// migrating it, and ${SEED}ing the demo site`)).toBe(false);
		expect(cites(`it('answers the ${SEED}ed post')`)).toBe(false);
		expect(cites(`import { randomBase36 } from '${UP}${UP}${SHARED}random-id';`)).toBe(true);
		expect(cites(`import { randomBase36 } from '${UP}${UP}${UP}block-helpers/random-id';`)).toBe(false);
		expect(cites('see docs/decisions/0009-contact-forms.md')).toBe(false);
	});

	it('cites no document outside the tree in any tracked file', () => {
		const found = trackedTextFiles().flatMap(({ file, text }) =>
			citationsIn(text).map((citation) => `${file}:${citation.line}: ${citation.why}: ${citation.text}`)
		);
		expect(found).toEqual([]);
	});
});
