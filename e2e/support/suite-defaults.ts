// What every Playwright suite here shares: one worker in Debian's Chromium, no retries (a
// flaky test is a bug), a trace kept only for a failure. A suite's config adds its folder, its
// global setup, its timeouts and its projects.
import type { PlaywrightTestConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium';

export const serialSuite = {
	workers: 1,
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: [['list']],
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		trace: 'retain-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
} satisfies PlaywrightTestConfig;

/** The two slow suites (real WordPress, the consumers' installs): a WordPress page load takes seconds. */
export const slowSuiteTimeouts = {
	timeout: 180_000,
	expect: { timeout: 30_000 },
} satisfies PlaywrightTestConfig;
