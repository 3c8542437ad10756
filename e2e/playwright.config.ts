import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
	testDir: './tests',
	// Two cores: one browser at a time keeps the editor responsive and the tests steady.
	workers: 1,
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [['list']]
		: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
	globalSetup: './support/global-setup.ts',
	outputDir: './test-results',
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		trace: 'retain-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
});
