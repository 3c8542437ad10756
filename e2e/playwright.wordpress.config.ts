// The WordPress e2e run: the built plugin inside real WordPress 6.5.5 and 6.7, offline,
// through WordPress Playground. Slow (each PHP request ~0.7 s): a smoke pass over every
// block plus one deep flow per package on each version, the other WordPress flows on the
// oldest only; the deep per-block flows live in the playground suite.
import { defineConfig } from '@playwright/test';

import { serialSuite, slowSuiteTimeouts } from './support/serial-suite';
import { EVERY_VERSION, WORDPRESS_VERSIONS } from './wordpress/support/versions';

export default defineConfig({
	...serialSuite,
	...slowSuiteTimeouts,
	testDir: './wordpress/tests',
	globalSetup: './wordpress/support/global-setup.ts',
	outputDir: './test-results/wordpress',
	// The oldest version runs every test; the newer ones the tests tagged `EVERY_VERSION`.
	projects: WORDPRESS_VERSIONS.map((version, index) => ({
		name: `wordpress-${version.name}`,
		metadata: { version: version.name },
		...(index === 0 ? {} : { grep: new RegExp(EVERY_VERSION.tag) }),
	})),
});
