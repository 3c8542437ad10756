import { mergeConfig } from 'vitest/config';

import { withSharedModules, wordpressConfig } from '../../vitest.shared.ts';

// The layout benchmark's pure parts (bench/) are tested with the package.
// Four of the video's test files look at what happens before the site answers (a panel before
// its media item has loaded, the number of media reads): beside other files' modules the
// answer can be there already, so these get modules of their own. The video's other files share
// theirs (a module graph each took the package's tests from ~85 s to ~55 s).
export default withSharedModules(
	mergeConfig(wordpressConfig, { test: { include: ['bench/**/*.test.ts'] } }),
	{
		ownModules: [
			'src/blocks/video/edit/poster/poster-panel.test.tsx',
			'src/blocks/video/edit/settings/file-settings-panel.test.tsx',
			'src/blocks/video/edit/settings/video-details.test.tsx',
			'src/video-helpers/conversion/conversion.test.tsx',
		],
	}
);
