import { mergeConfig } from 'vitest/config';

import { withSharedModules, wordpressConfig } from '../../vitest.shared.ts';

// The payment button's edit tests save and read products on a real local provider.
// The paid blocks' and the category's tests start from WordPress's own registry as an editor finds it.
export default withSharedModules(
	mergeConfig(wordpressConfig, {
		test: { globalSetup: ['./test/local-provider.global-setup.ts'] },
	}),
	{
		ownModules: ['src/paid-blocks/*.test.tsx', 'src/categories.test.ts'],
	}
);
