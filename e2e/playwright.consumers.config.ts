// The packages as their users get them: a fresh Vite app and a WordPress plugin built with
// @wordpress/scripts, outside the repository, install @blockyard/content from the local
// registry (npm test's, or one the global setup starts) and run Business Hours in Chromium.
import { defineConfig } from '@playwright/test';

import { slowSuiteTimeouts, suiteDefaults } from './support/suite-defaults';

export default defineConfig({
	...suiteDefaults,
	// The app and the plugin side by side: each spends most of its time in npm's installs.
	workers: 2,
	...slowSuiteTimeouts,
	testDir: './consumers/tests',
	globalSetup: './consumers/support/global-setup.ts',
	outputDir: './test-results/consumers',
});
