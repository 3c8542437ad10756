import { mergeConfig } from 'vitest/config';

import { wordpressConfig } from '../../vitest.shared.ts';

export default mergeConfig(wordpressConfig, {
	test: { setupFiles: ['./src/test/quiet-happy-dom.ts', './src/test/preload-lazy-code.ts'] },
});
