// An accessibility scan of what a visitor sees: axe-core over one part of the page (a block's
// saved output in the preview), failing on any serious or critical violation with what axe
// says about each, so the report reads as a to-do list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './test';

/** The impacts a scan fails on. Minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Scans the elements `selector` matches (there must be one) and fails on a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
	await expect(page.locator(selector).first()).toBeVisible();
	const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
	const failing = violations
		.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
		.map(
			(violation) =>
				`${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
					.map((node) => node.target.join(' '))
					.join(', ')}`
		);
	expect(failing, `axe found serious or critical violations in ${selector}`).toEqual([]);
}
