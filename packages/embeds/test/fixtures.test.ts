// happy-dom tries to load every iframe it parses (and logs that it may not): this file parses
// saved iframes, in jsdom.
// @vitest-environment jsdom
import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerEmbedsBlocks } from '../src';

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerEmbedsBlocks,
});
