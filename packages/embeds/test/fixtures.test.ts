// happy-dom tries to load every iframe it parses (and logs that it may not): this file parses
// saved iframes, in jsdom.
// @vitest-environment jsdom
import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { EVERY_BLOCK_TIER, registerUiBlocks } from '@blockyard/ui';
import { join } from 'node:path';

import { registerEmbedsBlocks } from '../src';

// The button some blocks hold is @blockyard/ui's, with its own fixtures there: registered
// first, so the blocks checked here are the package's own.
registerUiBlocks();

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	// Every block, the beta ones (Tock) too.
	register: () => registerEmbedsBlocks(EVERY_BLOCK_TIER),
});
