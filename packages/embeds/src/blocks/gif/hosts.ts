// The GIF service's hosts: where an address that names a GIF points, and where a saved GIF's
// file is loaded from. A module of its own, so `save` reads them without the parser.

/** The GIF service's hosts: its pages and its media. */
export const GIPHY_HOSTS: readonly string[] = [
	'giphy.com',
	'www.giphy.com',
	'media.giphy.com',
	'i.giphy.com',
	'media0.giphy.com',
	'media1.giphy.com',
	'media2.giphy.com',
	'media3.giphy.com',
	'media4.giphy.com',
];
