import { defineConfig } from 'vitest/config';

import { nodeConfig, withSharedModules } from '../../vitest.shared.ts';

// Linting with the project graph is slow on a cold start: give these tests room.
export default withSharedModules(
	defineConfig({ ...nodeConfig, test: { ...nodeConfig.test, testTimeout: 120_000 } })
);
