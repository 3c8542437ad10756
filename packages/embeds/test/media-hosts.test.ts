// media-hosts.json tells a WordPress plugin which hosts, besides the site's own, the
// package's saved images may load from (the Blockyard plugin's render filter removes any
// other absolute `src` of a Blockyard block): the GIF service's hosts, which the GIF block's
// save holds its file to, and the photo service's CDN, where the Instagram gallery's
// photos are (`*.` stands for any host under the domain).
import { describe, expect, it } from 'vitest';

import mediaHosts from '../media-hosts.json' with { type: 'json' };
import { GIPHY_HOSTS } from '../src/blocks/gif/hosts';

describe('media-hosts.json', () => {
	it('lists the GIF service’s hosts and the photo service’s CDN, once and sorted', () => {
		expect(mediaHosts).toEqual(
			[...new Set([...GIPHY_HOSTS, '*.cdninstagram.com', '*.fbcdn.net'])].sort()
		);
	});
});
