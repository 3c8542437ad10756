import { defineConfig } from 'vitest/config';

import { nodeConfig } from '../../vitest.shared.ts';

// Linting with the project graph is slow on a cold start: give these tests room.
export default defineConfig({ ...nodeConfig, test: { ...nodeConfig.test, testTimeout: 120_000 } });
