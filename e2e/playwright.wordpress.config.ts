// The WordPress e2e run: the built plugin inside real WordPress 6.5.5 and 6.7, offline,
// through WordPress Playground. Slow (each PHP request ~0.7 s): a smoke pass over every
// block plus one deep flow per package; the deep per-block flows live in the playground suite.
import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './support/chromium';
import { WORDPRESS_VERSIONS } from './wordpress/support/versions';

export default defineConfig({
	testDir: './wordpress/tests',
	workers: 1,
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	timeout: 180_000,
	expect: { timeout: 30_000 },
	reporter: [['list']],
	globalSetup: './wordpress/support/global-setup.ts',
	outputDir: './test-results/wordpress',
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		trace: 'retain-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
	projects: WORDPRESS_VERSIONS.map((version) => ({
		name: `wordpress-${version.name}`,
		metadata: { version: version.name },
	})),
});
