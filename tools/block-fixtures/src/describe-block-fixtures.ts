import { parse as parseRaw } from '@wordpress/block-serialization-default-parser';
import { getBlockType, getBlockTypes, parse, serialize } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeValidationIssues, flattenBlocks, toExpectedBlocks } from './blocks';
import {
	deprecationCase,
	fixturePrefix,
	listFixtures,
	readFixture,
	toDirectory,
	toFixtureJson,
	writeFixture,
	type Fixture,
} from './fixture-files';

export interface BlockFixturesOptions {
	/** The package's fixtures folder: an absolute path (`join(import.meta.dirname, 'fixtures')`) or a `file:` URL. */
	readonly fixturesDir: string | URL;
	/** Registers the package's blocks. Called once, before the tests run. */
	readonly register: () => void;
	/**
	 * Blocks that must each have a fixture. Default: every block `register` adds
	 * to the registry (so a new block without a fixture fails the run).
	 */
	readonly blockNames?: readonly string[];
	/**
	 * Regenerate `.json`, `.parsed.json` and `.serialized.html` from each `.html`
	 * instead of comparing with them. Default: `BLOCKYARD_UPDATE_FIXTURES=1`.
	 */
	readonly update?: boolean;
}

const UPDATE_HINT = 'Run the tests with BLOCKYARD_UPDATE_FIXTURES=1 to write it, then review the diff.';

function expectFile(actual: string | null, fixture: Fixture, extension: string): string {
	expect(actual, `${fixture.base}.${extension} is missing. ${UPDATE_HINT}`).not.toBeNull();
	return actual ?? '';
}

function checkFixture(dir: string, fixture: Fixture, update: boolean): void {
	const html = readFixture(dir, fixture, 'html') ?? '';
	const blocks = parse(html, { __unstableSkipMigrationLogs: true });
	const rawBlocks = parseRaw(html);
	const expected = toExpectedBlocks(blocks);
	const serialized = serialize(blocks);

	expect(blocks.length, `${fixture.base}.html holds no block`).toBeGreaterThan(0);
	for (const block of flattenBlocks(blocks)) {
		expect(getBlockType(block.name), `${block.name} is not registered`).toBeTruthy();
		expect(block.isValid, describeValidationIssues(block)).toBe(true);
	}

	if (update) {
		writeFixture(dir, fixture, 'json', toFixtureJson(expected));
		writeFixture(dir, fixture, 'parsed.json', toFixtureJson(rawBlocks));
		writeFixture(dir, fixture, 'serialized.html', serialized);
	}

	const json = expectFile(readFixture(dir, fixture, 'json'), fixture, 'json');
	expect(expected, `${fixture.base}.json differs. ${UPDATE_HINT}`).toEqual(JSON.parse(json));

	const parsedJson = expectFile(readFixture(dir, fixture, 'parsed.json'), fixture, 'parsed.json');
	expect(
		JSON.parse(JSON.stringify(rawBlocks)),
		`${fixture.base}.parsed.json differs. ${UPDATE_HINT}`
	).toEqual(JSON.parse(parsedJson));

	const serializedHtml = expectFile(
		readFixture(dir, fixture, 'serialized.html'),
		fixture,
		'serialized.html'
	);
	expect(serialized, `${fixture.base}.serialized.html differs. ${UPDATE_HINT}`).toBe(
		serializedHtml.trimEnd()
	);

	// What serialize gives back must itself load as the same valid blocks.
	expect(
		toExpectedBlocks(parse(serialized)),
		'the serialized markup does not parse back to the same blocks'
	).toEqual(expected);
}

/** Names `register()` adds to the registry. */
function registerAndCollect(register: () => void): string[] {
	const before = new Set(getBlockTypes().map((blockType) => blockType.name));
	register();
	return getBlockTypes()
		.map((blockType) => blockType.name)
		.filter((name) => !before.has(name));
}

/**
 * Declares the fixture round-trip of a block package as vitest tests, the way
 * Gutenberg's full-content test does: for every `<namespace>__<block>[__case].html`
 * in `fixturesDir`, parse it, require every block valid (the validator's log is
 * the failure message), compare with `.json` and `.parsed.json`, serialize and
 * compare with `.serialized.html`. One more test fails when a block has no
 * fixture, or a deprecation has no `…__deprecated-v<N>` fixture (v1 = the oldest).
 *
 * @example
 * // packages/content/test/fixtures.test.ts
 * describeBlockFixtures({
 * 	fixturesDir: join(import.meta.dirname, 'fixtures'),
 * 	register: registerContentBlocks,
 * });
 */
export function describeBlockFixtures(options: BlockFixturesOptions): void {
	const dir = toDirectory(options.fixturesDir);
	const update = options.update ?? process.env.BLOCKYARD_UPDATE_FIXTURES === '1';
	const fixtures = listFixtures(dir);

	describe('block fixtures', () => {
		let blockNames: readonly string[] = [];

		beforeAll(() => {
			const added = registerAndCollect(options.register);
			blockNames = options.blockNames ?? added;
		});

		for (const fixture of fixtures) {
			it(`${fixture.base} round-trips`, () => checkFixture(dir, fixture, update));
		}

		it('has a fixture for every block and every deprecation', () => {
			expect(blockNames.length, 'register() added no block type; pass blockNames').toBeGreaterThan(0);
			const bases = new Set(fixtures.map((fixture) => fixture.base));
			const missing: string[] = [];
			for (const name of blockNames) {
				const prefix = fixturePrefix(name);
				if (!fixtures.some((fixture) => fixture.blockName === name)) {
					missing.push(`${prefix}.html`);
				}
				const deprecations = getBlockType(name)?.deprecated?.length ?? 0;
				for (let version = 1; version <= deprecations; version++) {
					const base = `${prefix}__${deprecationCase(version)}`;
					if (!bases.has(base)) {
						missing.push(`${base}.html`);
					}
				}
			}
			expect(missing, `Fixtures missing in ${dir}`).toEqual([]);
		});
	});
}
