/**
 * The services a link to an account can be recognised as: `name|hosts|colour|mark` per line.
 * A host belongs to a service when it is one of the service's domains or a subdomain of one
 * (`m.facebook.com`), or, for a `*brand` (a service with sites in many countries), when it is
 * the brand followed by a country's domain (`amazon.co.uk`). Nothing else counts:
 * `notfacebook.com` and `facebook.com.example` are no service's. The colour and the letters are
 * the service's mark (`SocialLinkIcon`). Kept as text: it is a third of the size of the same
 * table as objects, in every edit that shows a link's service.
 */
const TABLE = `amazon|*amazon amzn.to|ff9900|a
bandcamp|bandcamp.com|1da0c3|b
behance|behance.net|1769ff|Bē
bluesky|bsky.app bsky.social|1185fe|b
codepen|codepen.io|1e1f26|C
deviantart|deviantart.com|05cc47|dA
discord|discord.com discord.gg|5865f2|D
dribbble|dribbble.com|ea4c89|d
dropbox|dropbox.com|0061fe|D
etsy|etsy.com|f1641e|E
facebook|facebook.com fb.com fb.me fb.watch|0866ff|f
flickr|flickr.com flic.kr|0063dc|••
foursquare|foursquare.com swarmapp.com|f94877|F
github|github.com github.io|181717|GH
goodreads|goodreads.com|372213|g
google|*google g.page goo.gl|4285f4|G
instagram|instagram.com instagr.am|e1306c|IG
lastfm|last.fm lastfm.com|d51007|fm
linkedin|linkedin.com lnkd.in|0a66c2|in
mastodon|mastodon.social mastodon.online mstdn.social|6364ff|M
medium|medium.com|000|M
meetup|meetup.com|ed1c40|m
patreon|patreon.com|ff424d|P
pinterest|*pinterest pin.it|e60023|P
pocket|getpocket.com|ef3f56|P
reddit|reddit.com redd.it|ff4500|r
skype|skype.com|00aff0|S
snapchat|snapchat.com|c8a600|S
soundcloud|soundcloud.com|ff5500|SC
spotify|spotify.com spoti.fi|1db954|S
telegram|telegram.org telegram.me t.me|26a5e4|T
threads|threads.net threads.com|000|@
tiktok|tiktok.com|000|TT
tripadvisor|*tripadvisor|00af87|TA
tumblr|tumblr.com|36465d|t
twitch|twitch.tv|9146ff|T
vimeo|vimeo.com|1ab7ea|v
vk|vk.com vk.ru|07f|VK
whatsapp|whatsapp.com wa.me|25d366|W
wordpress|wordpress.com wordpress.org wp.me|21759b|W
x|x.com twitter.com t.co|000|X
yelp|*yelp|d32323|y
youtube|youtube.com youtu.be|f00|▶`;

/** A service the table names. */
export type SocialServiceName =
	| 'amazon'
	| 'bandcamp'
	| 'behance'
	| 'bluesky'
	| 'codepen'
	| 'deviantart'
	| 'discord'
	| 'dribbble'
	| 'dropbox'
	| 'etsy'
	| 'facebook'
	| 'flickr'
	| 'foursquare'
	| 'github'
	| 'goodreads'
	| 'google'
	| 'instagram'
	| 'lastfm'
	| 'linkedin'
	| 'mastodon'
	| 'medium'
	| 'meetup'
	| 'patreon'
	| 'pinterest'
	| 'pocket'
	| 'reddit'
	| 'skype'
	| 'snapchat'
	| 'soundcloud'
	| 'spotify'
	| 'telegram'
	| 'threads'
	| 'tiktok'
	| 'tripadvisor'
	| 'tumblr'
	| 'twitch'
	| 'vimeo'
	| 'vk'
	| 'whatsapp'
	| 'wordpress'
	| 'x'
	| 'yelp'
	| 'youtube';

/**
 * What a link is to: a service's page, an email address (`mail`), a feed (`feed`), or anything
 * else (`chain`, drawn as a plain link).
 */
export type SocialLinkKind = SocialServiceName | 'mail' | 'feed' | 'chain';

/** One service of the table. */
export interface SocialService {
	/** What `socialLinkKind` answers for a link to it. */
	readonly name: SocialServiceName;
	/** Its domains: a host is one of them or a subdomain of one. */
	readonly domains: readonly string[];
	/** Its brand, followed by a country's domain (`amazon` of `amazon.de`), when it has one. */
	readonly brand?: string;
	/** Its mark's colour: `#` and hex digits. */
	readonly colour: string;
	/** Its mark's letters. */
	readonly mark: string;
}

let services: readonly SocialService[] | undefined;

/**
 * Every service a link can be recognised as (about forty), read from the table once.
 *
 * @example
 * socialServices().find(({ name }) => name === 'linkedin')?.domains; // ['linkedin.com', 'lnkd.in']
 */
export function socialServices(): readonly SocialService[] {
	services ??= TABLE.split('\n').map((line) => {
		const [name = '', hosts = '', colour = '', mark = ''] = line.split('|');
		const all = hosts.split(' ');
		const brand = all.find((host) => host.startsWith('*'))?.slice(1);
		return {
			name: name as SocialServiceName,
			domains: all.filter((host) => !host.startsWith('*')),
			...(brand === undefined ? {} : { brand }),
			colour: `#${colour}`,
			mark,
		};
	});
	return services;
}
