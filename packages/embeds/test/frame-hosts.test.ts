// frame-hosts.json tells a WordPress plugin which hosts an author's saved iframe may come
// from (the Blockyard plugin's kses allowance keeps `src` only on one of them): exactly the
// hosts of the package's embed providers and of the frames its Embed block variations show, no
// more and no fewer.
import { describe, expect, it } from 'vitest';

import frameHosts from '../frame-hosts.json' with { type: 'json' };
import { calendlyProvider } from '../src/blocks/calendly/provider';
import { eventbriteProvider } from '../src/blocks/eventbrite/provider';
import { googleCalendarProvider } from '../src/blocks/google-calendar/provider';
import { openTableProvider } from '../src/blocks/opentable/provider';
import { pinterestProvider } from '../src/blocks/pinterest/provider';
import { tockProvider } from '../src/blocks/tock/provider';
import type { EmbedProvider } from '../src/embed/provider';
import { EMBED_VARIATION_FRAME_HOSTS } from '../src/variations/patterns';

/**
 * Every embed provider of the package that frames something: a new embed block adds its own
 * here. The GIF block's provider is not one: it saves an image, never a frame
 * (docs/decisions/0035-gif-saved-as-an-image.md).
 */
const PROVIDERS: readonly EmbedProvider<never>[] = [
	calendlyProvider as EmbedProvider<never>,
	eventbriteProvider as EmbedProvider<never>,
	googleCalendarProvider as EmbedProvider<never>,
	openTableProvider as EmbedProvider<never>,
	pinterestProvider as EmbedProvider<never>,
	tockProvider as EmbedProvider<never>,
];

describe('frame-hosts.json', () => {
	it('lists every provider’s hosts and every variation’s frame hosts, once and sorted', () => {
		const hosts = [
			...PROVIDERS.flatMap((provider) => provider.hosts),
			...Object.values(EMBED_VARIATION_FRAME_HOSTS).flat(),
		];
		expect(frameHosts).toEqual([...new Set(hosts)].sort());
	});
});
