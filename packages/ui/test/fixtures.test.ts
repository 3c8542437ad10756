import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerUiBlocks } from '../src';

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerUiBlocks,
});
