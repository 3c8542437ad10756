import { defineConfig } from '@playwright/test';

import { serialSuite } from './support/serial-suite';

export default defineConfig({
	// Two cores: one browser at a time keeps the editor responsive and the tests steady.
	...serialSuite,
	testDir: './tests',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [['list']]
		: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
	globalSetup: './support/global-setup.ts',
	outputDir: './test-results',
});
