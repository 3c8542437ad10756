import { CONTACT_FORM_BLOCK_NAME, FORM_FIELD_BLOCK_NAMES } from '@blockyard/api-client';
import { describeBlockFixtures } from '@blockyard/block-fixtures';
import { registerUiBlocks } from '@blockyard/ui';
import { join } from 'node:path';

import { registerFormsBlocks } from '../src';

describeBlockFixtures({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	// The form holds @blockyard/ui's button, whose own fixtures live in packages/ui.
	register: () => {
		registerUiBlocks();
		registerFormsBlocks();
	},
	blockNames: [CONTACT_FORM_BLOCK_NAME, ...FORM_FIELD_BLOCK_NAMES],
});
