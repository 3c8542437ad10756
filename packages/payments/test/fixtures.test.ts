// happy-dom does not find the images of the saved markup the way a browser does (the `query`
// source): the fixtures parse in jsdom.
// @vitest-environment jsdom
import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerPaymentsBlocks } from '../src';

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerPaymentsBlocks,
});
