// The packages as their users get them: a fresh Vite app and a WordPress plugin built with
// @wordpress/scripts, outside the repository, install @blockyard/content from the local
// registry (npm test's, or one the global setup starts) and run Business Hours in Chromium.
import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
	testDir: './consumers/tests',
	workers: 1,
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	timeout: 180_000,
	expect: { timeout: 30_000 },
	reporter: [['list']],
	globalSetup: './consumers/support/global-setup.ts',
	outputDir: './test-results/consumers',
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		trace: 'retain-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
});
