import { describe, expect, it } from 'vitest';

import { socialLinkKind } from './social-icon';
import { socialServices } from './social-services';

describe('socialLinkKind', () => {
	it.each([
		['https://www.facebook.com/WordPress', 'facebook'],
		['https://m.facebook.com/story.php?id=1', 'facebook'],
		['http://fb.me/wordpress', 'facebook'],
		['https://x.com/wordpress', 'x'],
		['https://twitter.com/wordpress', 'x'],
		['https://mobile.twitter.com/wordpress', 'x'],
		['https://www.instagram.com/wordpress/', 'instagram'],
		['https://WWW.LinkedIn.com/company/wordpress', 'linkedin'],
		['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
		['https://www.youtube.com/@wordpress', 'youtube'],
		['https://www.tiktok.com/@wordpress', 'tiktok'],
		['https://www.pinterest.co.uk/wordpress/', 'pinterest'],
		['https://pin.it/3xAmPlE', 'pinterest'],
		['https://staff.tumblr.com/', 'tumblr'],
		['https://www.reddit.com/r/Wordpress/', 'reddit'],
		['https://mastodon.social/@wordpress', 'mastodon'],
		['https://github.com/WordPress', 'github'],
		['https://wordpress.github.io/gutenberg/', 'github'],
		['https://wordpress.org/news/', 'wordpress'],
		['https://ann.wordpress.com/', 'wordpress'],
		['https://medium.com/@ann', 'medium'],
		['https://dribbble.com/ann', 'dribbble'],
		['https://www.behance.net/ann', 'behance'],
		['https://www.flickr.com/photos/ann', 'flickr'],
		['https://vimeo.com/ann', 'vimeo'],
		['https://www.twitch.tv/ann', 'twitch'],
		['https://open.spotify.com/artist/1', 'spotify'],
		['https://soundcloud.com/ann', 'soundcloud'],
		['https://ann.bandcamp.com/', 'bandcamp'],
		['https://t.me/ann', 'telegram'],
		['https://wa.me/15551234567', 'whatsapp'],
		['https://www.snapchat.com/add/ann', 'snapchat'],
		['https://www.threads.net/@ann', 'threads'],
		['https://bsky.app/profile/ann.bsky.social', 'bluesky'],
		['https://discord.gg/abc', 'discord'],
		['https://www.etsy.com/shop/ann', 'etsy'],
		['https://www.goodreads.com/ann', 'goodreads'],
		['https://www.yelp.de/biz/ann', 'yelp'],
		['https://www.tripadvisor.com.au/Restaurant_Review', 'tripadvisor'],
		['https://foursquare.com/v/ann', 'foursquare'],
		['https://www.meetup.com/ann/', 'meetup'],
		['https://www.patreon.com/ann', 'patreon'],
		['https://www.amazon.co.uk/shop/ann', 'amazon'],
		['https://www.deviantart.com/ann', 'deviantart'],
		['https://www.dropbox.com/s/abc', 'dropbox'],
		['https://maps.google.com/?cid=1', 'google'],
		['https://join.skype.com/invite/abc', 'skype'],
		['https://vk.com/ann', 'vk'],
		['https://codepen.io/ann', 'codepen'],
		['https://www.last.fm/user/ann', 'lastfm'],
		['https://getpocket.com/@ann', 'pocket'],
		['mailto:ann@example.com', 'mail'],
		['MAILTO:ann@example.com?subject=Hi', 'mail'],
		['https://example.com/feed/', 'feed'],
		['https://example.com/blog/rss.xml', 'feed'],
		['https://feeds.example.com/podcast', 'feed'],
		['https://example.com/', 'chain'],
	] as const)('%s is %s', (address, kind) => {
		expect(socialLinkKind(address)).toBe(kind);
	});

	it.each([
		'https://notfacebook.com.evil/',
		'https://facebook.com.evil/',
		'https://www.facebook.com.example.org/page',
		'https://evil.com/facebook.com/',
		'https://evil.example/?u=https://twitter.com/ann',
		'https://xx.com/ann',
		'https://amazon.com.evil/',
		'https://myamazon.com/',
		'https://google.evil-site.com/',
		'javascript:alert(1)//facebook.com',
		'not an address',
		'',
	])('%s is no service’s: a plain link', (address) => {
		expect(socialLinkKind(address)).toBe('chain');
	});

	it('knows about forty services, each with a domain or a brand, a colour and a mark', () => {
		const services = socialServices();
		expect(services.length).toBeGreaterThanOrEqual(40);
		expect(new Set(services.map(({ name }) => name)).size).toBe(services.length);
		for (const service of services) {
			expect(service.domains.length + (service.brand ? 1 : 0), service.name).toBeGreaterThan(0);
			expect(service.colour, service.name).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);
			expect(service.mark, service.name).not.toBe('');
		}
	});
});
