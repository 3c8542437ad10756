// The WordPress e2e run: the built plugin inside real WordPress 6.5.5 and 6.7, offline,
// through WordPress Playground. Slow (each PHP request ~0.7 s): a smoke pass over every
// block plus one deep flow per package; the deep per-block flows live in the playground suite.
import { defineConfig } from '@playwright/test';

import { serialSuite, slowSuiteTimeouts } from './support/serial-suite';
import { WORDPRESS_VERSIONS } from './wordpress/support/versions';

export default defineConfig({
	...serialSuite,
	...slowSuiteTimeouts,
	testDir: './wordpress/tests',
	globalSetup: './wordpress/support/global-setup.ts',
	outputDir: './test-results/wordpress',
	projects: WORDPRESS_VERSIONS.map((version) => ({
		name: `wordpress-${version.name}`,
		metadata: { version: version.name },
	})),
});
