// What every Playwright suite here shares: Debian's Chromium, no retries (a flaky test is a
// bug), no trace (a failure keeps a screenshot and the page's accessibility snapshot). A suite's config adds its folder, its global setup,
// its timeouts, its projects and how many workers it runs.
import { availableParallelism } from 'node:os';

import type { PlaywrightTestConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium';

export const suiteDefaults = {
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: [['list']],
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		// As Gutenberg's own e2e suite runs: the editor's popovers, modals and block moves appear at
		// once instead of animating, which every test would wait for (about 15% of the playground
		// suite's time on a 2-core machine). A spec about motion itself asks for it back.
		reducedMotion: 'reduce',
		// A trace costs a third of the suite's time even when it is thrown away: a failure keeps a
		// screenshot and the page's accessibility snapshot; `--trace on` records one when chasing it.
		trace: 'off',
		// A worker keeps its browser context and page from test to test, reset between them, instead
		// of starting a renderer process for each test (about 30% of the suites' time on a 2-core
		// machine): docs/decisions/0083-e2e-workers-keep-their-page.md. BLOCKYARD_E2E_NEW_CONTEXTS=1
		// gives every test a new context, to tell a leak between tests from a bug.
		reuseContext: !process.env.BLOCKYARD_E2E_NEW_CONTEXTS,
		screenshot: 'only-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
} satisfies PlaywrightTestConfig;

/**
 * Workers for the suites whose specs each get their own services (a provider, the playground or
 * WordPress sites: support/worker-services.ts): one per core, or `BLOCKYARD_E2E_WORKERS`.
 */
const parallelWorkers = Number(process.env.BLOCKYARD_E2E_WORKERS) || Math.max(1, availableParallelism());

/**
 * For those suites: every test goes to the next free worker, not a whole file at a time. Each test
 * starts from its own post or its site's snapshot, so none depends on another having run; and a
 * file of long tests dealt out last no longer keeps one worker busy while the other has nothing
 * left (the playground suite takes about 5% less wall time).
 */
export const parallelTests = {
	workers: parallelWorkers,
	fullyParallel: true,
} satisfies PlaywrightTestConfig;

/** The two slow suites (real WordPress, the consumers' installs): a WordPress page load takes seconds. */
export const slowSuiteTimeouts = {
	timeout: 180_000,
	expect: { timeout: 30_000 },
} satisfies PlaywrightTestConfig;
