import { defineConfig } from '@playwright/test';

import { parallelTests, suiteDefaults } from './support/suite-defaults';

export default defineConfig({
	...suiteDefaults,
	// One worker per core, each with its own provider and playground (support/worker-services.ts).
	...parallelTests,
	testDir: './tests',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [['list']]
		: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
	globalSetup: './support/global-setup.ts',
	outputDir: './test-results',
});
