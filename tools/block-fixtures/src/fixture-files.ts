import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The four files of one case, Gutenberg-style. */
export interface Fixture {
	/** File name without extension, e.g. `blockyard__business-hours__customised`. */
	readonly base: string;
	/** The block the case is for, e.g. `blockyard/business-hours`. */
	readonly blockName: string;
	/** The case after the block name (`customised`), or `''` for the default case. */
	readonly caseName: string;
}

export type DerivedFile = 'json' | 'parsed.json' | 'serialized.html';

/**
 * The file-name prefix of a block's fixtures: the slash becomes `__`.
 *
 * @example
 * fixturePrefix('blockyard/business-hours'); // 'blockyard__business-hours'
 */
export function fixturePrefix(blockName: string): string {
	return blockName.replace('/', '__');
}

/** The case name of the fixture for deprecation `version` (1 = the oldest, the last in `deprecated`). */
export function deprecationCase(version: number): string {
	return `deprecated-v${version}`;
}

/**
 * A folder path from a path or a `file:` URL. Under happy-dom the global `URL` resolves
 * `new URL('./fixtures', import.meta.url)` against the fake page (`http://localhost:3000/…`),
 * so that mistake gets a clear error instead of an empty fixture list.
 */
export function toDirectory(dir: string | URL): string {
	const href = typeof dir === 'string' ? dir : dir.href;
	if (!href.includes(':') || href.startsWith('/')) {
		return href;
	}
	if (!href.startsWith('file:')) {
		throw new Error(
			`fixturesDir must be a folder path or a file: URL, got ${href}. Under happy-dom, pass join(import.meta.dirname, 'fixtures').`
		);
	}
	return fileURLToPath(href);
}

/** Every case in `dir`: each `.html` that is not a `.serialized.html`. */
export function listFixtures(dir: string): Fixture[] {
	if (!existsSync(dir)) {
		return [];
	}
	return readdirSync(dir)
		.filter((file) => file.endsWith('.html') && !file.endsWith('.serialized.html'))
		.sort()
		.map((file) => {
			const base = file.slice(0, -'.html'.length);
			const [namespace = '', name = '', ...rest] = base.split('__');
			return { base, blockName: `${namespace}/${name}`, caseName: rest.join('__') };
		});
}

export function readFixture(dir: string, fixture: Fixture, extension: 'html' | DerivedFile): string | null {
	const path = join(dir, `${fixture.base}.${extension}`);
	return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export function writeFixture(dir: string, fixture: Fixture, extension: DerivedFile, content: string): void {
	writeFileSync(
		join(dir, `${fixture.base}.${extension}`),
		content.endsWith('\n') ? content : `${content}\n`
	);
}

/** JSON as Gutenberg's fixtures write it: tabs, a final newline. */
export function toFixtureJson(value: unknown): string {
	return `${JSON.stringify(value, null, '\t')}\n`;
}
