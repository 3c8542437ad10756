import type { LazyLoader } from './budgets';

/**
 * Code that many chunks the suite loads on first use share, weighed on a line of its own rather
 * than in each of them: it loads once, with the first of them. A chunk holding a module whose path
 * (from the repository's root) starts with `holds` is left out of every lazy chunk's weight.
 */
export interface SharedLazyBudget {
	readonly name: string;
	/** The journey whose lazy chunks share it. */
	readonly loader: LazyLoader;
	/** A module path prefix, e.g. `node_modules/zod/`. */
	readonly holds: string;
	/** The most the chunks holding it may weigh together, in KiB of gzip. */
	readonly limitKiB: number;
}

export const sharedLazyBudgets: readonly SharedLazyBudget[] = [
	{
		// zod checks every answer of a server where the call is made, in code that loads on first
		// use; the page state the editor script reads as it registers is checked without it.
		name: 'zod (the checks of the services’ answers), with the first edit or call that checks one',
		loader: 'suite',
		holds: 'node_modules/zod/',
		limitKiB: 12,
	},
];
