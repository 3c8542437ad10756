// Hostile strings in every attribute of every block, and attributes of the wrong shape: the saved
// markup must stay safe and load back valid (describeSaveFuzz). The markup parses in jsdom, as
// the fixtures do.
// @vitest-environment jsdom
import { describeSaveFuzz } from '@blockyard/block-fixtures';
import { join } from 'node:path';

import { registerMediaBlocks } from '../src';

describeSaveFuzz({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	register: registerMediaBlocks,
	// No media hosts: the galleries', slideshow's and video's files are the site's own uploads,
	// whose host `save` cannot know (the WordPress plugin holds them to the site when it renders).
});
