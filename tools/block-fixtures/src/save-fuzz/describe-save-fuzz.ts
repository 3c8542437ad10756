// The save fuzzer every block package runs (`describeSaveFuzz`): its options, the run's seed, and
// the tests it declares per block; the runs themselves are fuzz-strings.ts and fuzz-shapes.ts.
import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import type { BlockFuzzContext } from './context';
import { quietly, report } from './findings';
import { fuzzShapes } from './fuzz-shapes';
import { fuzzStrings } from './fuzz-strings';
import { readFixtureBlocks } from './templates';

export interface SaveFuzzOptions {
	/** Registers the package's blocks. Called when the tests are collected. */
	readonly register: () => void;
	/**
	 * The package's fixtures folder (as for `describeBlockFixtures`): each block's parsed
	 * attributes there are templates for the shapes of its objects and arrays, and its inner
	 * blocks. Default: none (block.json's `default` and `example` only).
	 */
	readonly fixturesDir?: string | URL;
	/** The blocks to fuzz. Default: every block `register` adds to the registry. */
	readonly blockNames?: readonly string[];
	/**
	 * The hosts each block's `<iframe src>` or provider `<script src>` may come from, over https,
	 * by block name. Default: none, so a block saving a frame or a script fails.
	 */
	readonly sourceHosts?: Readonly<Record<string, readonly string[]>>;
	/**
	 * The hosts each block's media (`src`, `srcset`, `poster`) may come from, besides the site
	 * (a relative address), by block name. Blocks not named here are not held to hosts.
	 */
	readonly mediaHosts?: Readonly<Record<string, readonly string[]>>;
	/** Blocks whose contract has a background image: their styles may hold `url(https://…)`. */
	readonly backgroundImageBlocks?: readonly string[];
	/** The seed of the random values. Default: `BLOCKYARD_FUZZ_SEED`, else a fixed one. */
	readonly seed?: number;
	/** Random values per string that reaches the markup (the table's are all tried). Default 6. */
	readonly randomValues?: number;
}

/** The seed when neither the options nor `BLOCKYARD_FUZZ_SEED` give one. */
export const DEFAULT_FUZZ_SEED = 20_260_611;

/** The seed of the run. */
function runSeed(options: SaveFuzzOptions): number {
	const fromEnv = Number(process.env.BLOCKYARD_FUZZ_SEED);
	return (
		options.seed ??
		(Number.isInteger(fromEnv) && process.env.BLOCKYARD_FUZZ_SEED ? fromEnv : DEFAULT_FUZZ_SEED)
	);
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
 * Declares the save fuzz of a block package as vitest tests: for every block `register` adds,
 * (1) every string attribute, and every string inside the objects and arrays of its defaults,
 * example and fixtures (inner blocks' too), gets the hostile table of `hostile-values.ts` and
 * seeded random values; the saved markup (`serialize`) must pass `checkSavedMarkup` (no script
 * address, handler, `srcdoc`, script, loading style, frame or media off the block's hosts) and
 * parse back as a valid block; (2) `save` and each deprecation's `save` must not throw for
 * attributes of the wrong shape. Run it in jsdom (`// @vitest-environment jsdom`).
 *
 * @example
 * // packages/media/test/save-fuzz.test.ts
 * describeSaveFuzz({ register: registerMediaBlocks, fixturesDir: join(import.meta.dirname, 'fixtures') });
 */
export function describeSaveFuzz(options: SaveFuzzOptions): void {
	const seed = runSeed(options);
	describe(`save fuzz (seed ${seed})`, () => {
		const added = registerAndCollect(options.register);
		const names = options.blockNames ?? added;
		const { blocks: fixtureBlocks, deprecated } = readFixtureBlocks(options.fixturesDir);

		it('has blocks to fuzz', () => {
			expect(names.length, 'register() added no block type; pass blockNames').toBeGreaterThan(0);
		});

		for (const name of names) {
			const context: BlockFuzzContext = {
				name,
				seed,
				options,
				fixtureBlocks,
				fuzzed: new Set(names),
				deprecatedAttributes: deprecated,
			};
			it(`${name} saves no hostile markup for hostile strings, and parses back valid`, () => {
				expect(getBlockType(name), `${name} is not registered`).toBeTruthy();
				const { findings, renders, reached, unreached, html } = quietly(() => fuzzStrings(context));
				if (process.env.BLOCKYARD_FUZZ_VERBOSE === '1') {
					console.info(
						`${name}: ${renders} renders; strings reaching the markup: ${reached.join(', ') || 'none'}; saved as markup (rich text): ${html.join(', ') || 'none'}; not reaching it: ${unreached.join(', ') || 'none'}`
					);
				}
				expect(findings.length, report(name, seed, findings)).toBe(0);
			}, 180_000);
			it(`${name}'s save and deprecations' saves take attributes of the wrong shape`, () => {
				expect(getBlockType(name), `${name} is not registered`).toBeTruthy();
				const { findings, renders } = quietly(() => fuzzShapes(context));
				if (process.env.BLOCKYARD_FUZZ_VERBOSE === '1') {
					console.info(`${name}: ${renders} wrong-shape renders`);
				}
				expect(findings.length, report(name, seed, findings)).toBe(0);
			}, 120_000);
		}
	});
}
