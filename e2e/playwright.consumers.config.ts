// The packages as their users get them: a fresh Vite app and a WordPress plugin built with
// @wordpress/scripts, outside the repository, install @blockyard/content from the local
// registry (npm test's, or one the global setup starts) and run Business Hours in Chromium.
import { defineConfig } from '@playwright/test';

import { serialSuite, slowSuiteTimeouts } from './support/serial-suite';

export default defineConfig({
	...serialSuite,
	...slowSuiteTimeouts,
	testDir: './consumers/tests',
	globalSetup: './consumers/support/global-setup.ts',
	outputDir: './test-results/consumers',
});
