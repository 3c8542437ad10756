import { mergeConfig } from 'vitest/config';

import { wordpressConfig } from '../../vitest.shared.ts';

// The payment button's edit tests save and read products on a real local provider.
export default mergeConfig(wordpressConfig, {
	test: { globalSetup: ['./test/local-provider.global-setup.ts'] },
});
