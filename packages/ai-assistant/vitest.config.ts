import { mergeConfig } from 'vitest/config';

import { withSharedModules, wordpressConfig } from '../../vitest.shared.ts';

// The review benchmark's pure parts (bench/) are tested with the package.
// The toolbar and Form AI tests drive the block editor of WordPress's own registry from a fresh start.
export default withSharedModules(
	mergeConfig(wordpressConfig, {
		test: {
			include: ['bench/**/*.test.ts'],
			setupFiles: ['./src/test/quiet-happy-dom.ts', './src/test/preload-lazy-code.ts'],
		},
	}),
	{
		ownModules: [
			'src/extensions/text-blocks/register.test.tsx',
			'src/extensions/form-ai/register.test.tsx',
		],
	}
);
