// Hostile strings in every attribute of every block, and attributes of the wrong shape: the saved
// markup must stay safe and load back valid (describeSaveFuzz, in jsdom like the fixtures).
// @vitest-environment jsdom
import { describeSaveFuzz } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerPaymentsBlocks } from '../src';

describeSaveFuzz({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerPaymentsBlocks,
});
