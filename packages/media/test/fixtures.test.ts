import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerMediaBlocks } from '../src';

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerMediaBlocks,
});
