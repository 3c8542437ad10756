import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { PACKAGE_LOAD_GOAL } from './goals';
import type { PackageLoad, PackageLoadsResult } from './results';
import { ratio, summarize } from './stats';

/** `?packages=` of the core blocks alone: the baseline each package is measured against. */
export const CORE_ALONE = 'none';

/**
 * The `?packages=` names each package alone is measured with: the playground's
 * module of each package (tools/playground/src/editor/packages/<name>.ts), which
 * its type check requires for every package `@blockyard/editor` names.
 */
export function packageNames(root: string): string[] {
	return readdirSync(join(root, 'tools/playground/src/editor/packages'))
		.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
		.map((file) => file.slice(0, -'.ts'.length))
		.sort();
}

/**
 * The order of round `round`'s page loads: the core blocks alone and each package,
 * turned by one place every round, so that no kind always comes first or after the same one.
 */
export function roundOrder(kinds: readonly string[], round: number): string[] {
	const shift = kinds.length === 0 ? 0 : round % kinds.length;
	return [...kinds.slice(shift), ...kinds.slice(0, shift)];
}

/** Each package's loads against the core blocks alone's, with the goal. */
export function packageLoadsOf(loads: ReadonlyMap<string, readonly number[]>): PackageLoadsResult {
	const core = summarize(loads.get(CORE_ALONE) ?? []);
	const packages: PackageLoad[] = [...loads]
		.filter(([name]) => name !== CORE_ALONE)
		.map(([name, values]) => {
			const load = summarize(values);
			const measured = ratio(load, core);
			return {
				name,
				load,
				ratio: measured,
				goal: PACKAGE_LOAD_GOAL,
				pass: measured <= PACKAGE_LOAD_GOAL,
			};
		});
	return { samples: core.n, core, packages };
}
