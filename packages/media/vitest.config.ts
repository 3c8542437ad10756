import { mergeConfig } from 'vitest/config';

import { withSharedModules, wordpressConfig } from '../../vitest.shared.ts';

// The layout benchmark's pure parts (bench/) are tested with the package.
// The video's tests start before the service's answers are cached (one media item is read once).
export default withSharedModules(
	mergeConfig(wordpressConfig, { test: { include: ['bench/**/*.test.ts'] } }),
	{
		ownModules: ['src/blocks/video/**/*.test.tsx', 'src/video-helpers/conversion/*.test.tsx'],
	}
);
