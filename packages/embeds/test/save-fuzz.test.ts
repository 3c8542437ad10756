// Hostile strings in every attribute of every block, and attributes of the wrong shape: the saved
// markup must stay safe and load back valid (describeSaveFuzz). Saved iframes parse in jsdom
// (happy-dom would try to load them).
// @vitest-environment jsdom
import { describeSaveFuzz } from '@blockyard/block-fixtures';
import { EVERY_BLOCK_TIER, registerUiBlocks } from '@blockyard/ui';
import { join } from 'node:path';

import {
	CALENDLY_BLOCK_NAME,
	EVENTBRITE_BLOCK_NAME,
	GIF_BLOCK_NAME,
	GOOGLE_CALENDAR_BLOCK_NAME,
	OPENTABLE_BLOCK_NAME,
	PINTEREST_BLOCK_NAME,
	registerEmbedsBlocks,
	TOCK_BLOCK_NAME,
} from '../src';
import { calendlyProvider } from '../src/blocks/calendly/provider';
import { eventbriteProvider } from '../src/blocks/eventbrite/provider';
import { gifProvider } from '../src/blocks/gif/provider';
import { googleCalendarProvider } from '../src/blocks/google-calendar/provider';
import { openTableProvider } from '../src/blocks/opentable/provider';
import { pinterestProvider } from '../src/blocks/pinterest/provider';
import { tockProvider } from '../src/blocks/tock/provider';

// The button some blocks hold is @blockyard/ui's, fuzzed there: registered first, so the blocks
// fuzzed here are the package's own (the button is still fuzzed as their inner block).
registerUiBlocks();

/**
 * Where each embed block's frame (or provider script) may come from: its provider's hosts, as
 * frame-hosts.test.ts reads them. A new embed block adds its own here.
 */
const sourceHosts: Record<string, readonly string[]> = {
	[CALENDLY_BLOCK_NAME]: calendlyProvider.hosts,
	[EVENTBRITE_BLOCK_NAME]: eventbriteProvider.hosts,
	[GOOGLE_CALENDAR_BLOCK_NAME]: googleCalendarProvider.hosts,
	[OPENTABLE_BLOCK_NAME]: openTableProvider.hosts,
	[PINTEREST_BLOCK_NAME]: pinterestProvider.hosts,
	[TOCK_BLOCK_NAME]: tockProvider.hosts,
};

describeSaveFuzz({
	fixturesDir: join(import.meta.dirname, 'fixtures'),
	// Every block, the beta ones (Tock) too.
	register: () => registerEmbedsBlocks(EVERY_BLOCK_TIER),
	sourceHosts,
	// The GIF is saved as an image of the GIF service (docs/decisions/0035-gif-saved-as-an-image.md).
	mediaHosts: { [GIF_BLOCK_NAME]: gifProvider.hosts },
});
