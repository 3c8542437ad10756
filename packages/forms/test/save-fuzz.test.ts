// Hostile strings in every attribute of every block, and attributes of the wrong shape: the saved
// markup must stay safe and load back valid (describeSaveFuzz, in jsdom like the other packages').
// @vitest-environment jsdom
import { CONTACT_FORM_BLOCK_NAME, FORM_FIELD_BLOCK_NAMES } from '@blockyard/api-client';
import { describeSaveFuzz } from '@blockyard/block-fixtures';
import { registerUiBlocks } from '@blockyard/ui';
import { join } from 'node:path';

import { registerFormsBlocks } from '../src';

describeSaveFuzz({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	// The form holds @blockyard/ui's button, fuzzed in packages/ui (and here as the form's inner block).
	register: () => {
		registerUiBlocks();
		registerFormsBlocks();
	},
	blockNames: [CONTACT_FORM_BLOCK_NAME, ...FORM_FIELD_BLOCK_NAMES],
});
