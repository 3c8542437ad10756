import { mergeConfig } from 'vitest/config';

import { wordpressConfig } from '../../vitest.shared.ts';

// The layout benchmark's pure parts (bench/) are tested with the package.
export default mergeConfig(wordpressConfig, { test: { include: ['bench/**/*.test.ts'] } });
