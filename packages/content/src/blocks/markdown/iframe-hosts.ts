// The frames a Markdown block may show, read by the renderer and by `save` (which must not
// load the renderer).

/** Hosts an iframe may show, over https only: video players that are made to be embedded. */
export const IFRAME_HOSTS: ReadonlySet<string> = new Set([
	'www.youtube.com',
	'www.youtube-nocookie.com',
	'player.vimeo.com',
]);
