import { describe, expect, it } from 'vitest';

import { budgets, LAZY_LOADERS } from './budgets';
import { blockFolderBudgets, viewsLoader } from './lazy-budgets';

describe('the loader of a package’s views', () => {
	it('is the package’s `views` loader', () => {
		expect(viewsLoader('media')).toBe('media views');
		expect(viewsLoader('payments')).toBe('payments views');
	});

	it('is refused, with what to add, for a package without one', () => {
		expect(() => viewsLoader('forms')).toThrow(
			"packages/forms has a block with a view budget, but 'forms views' is not a LazyLoader: add it to LAZY_LOADERS in budgets.ts"
		);
	});

	it('of every block folder’s view is a journey of the budgets', () => {
		const journeys = new Set(budgets.map((budget) => budget.loader));
		const loaders = blockFolderBudgets().flatMap(({ loader }) => (loader ? [loader] : []));
		expect(loaders.length).toBeGreaterThan(0);
		expect(loaders.filter((loader) => !journeys.has(loader))).toEqual([]);
		expect(LAZY_LOADERS.filter((loader) => !journeys.has(loader))).toEqual([]);
	});
});
