import { defineConfig } from 'vitest/config';

import { nodeConfig, withSharedModules } from '../../vitest.shared.ts';

// The markup checks parse with the DOM: jsdom, as the packages' save fuzz runs them.
export default withSharedModules(
	defineConfig({ ...nodeConfig, test: { ...nodeConfig.test, environment: 'jsdom' } })
);
