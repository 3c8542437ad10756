// The WordPress e2e run: the built plugin inside real WordPress 6.5.5 and 6.7, offline, served
// by native PHP (docs/decisions/0051-wordpress-e2e-on-native-php.md). Every flow on every
// version; one worker per core, each with its own provider and sites, each spec starting from
// its site's snapshot. `BLOCKYARD_WP_VERSIONS=6.7` runs one version.
import { defineConfig } from '@playwright/test';

import { parallelTests, slowSuiteTimeouts, suiteDefaults } from './support/suite-defaults';
import { selectedVersions } from './wordpress/support/versions';

export default defineConfig({
	...suiteDefaults,
	...slowSuiteTimeouts,
	...parallelTests,
	testDir: './wordpress/tests',
	globalSetup: './wordpress/support/global-setup.ts',
	outputDir: './test-results/wordpress',
	projects: selectedVersions().map((version) => ({
		name: `wordpress-${version.name}`,
		metadata: { version: version.name },
	})),
});
