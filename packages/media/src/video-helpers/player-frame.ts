// The service's player in an oEmbed's HTML. The HTML comes from elsewhere (the site's oEmbed
// proxy, the service's oEmbed): it is parsed inert, never put into a page, and only the one
// frame recognised here is built again from its parts.
import { isPlayerOrigin } from './player-origin';

/** The player's frame, as read from an oEmbed's HTML. */
export interface PlayerFrame {
	/** The player's address: the service's `/embed/{guid}`, with the player's options. */
	readonly src: URL;
	/** The frame's title, or '' when it has none. */
	readonly title: string;
	/** The frame's size in pixels, when the HTML gives one. */
	readonly width?: number;
	readonly height?: number;
}

const dimension = (value: string | null): number | undefined => {
	const number = Number(value);
	return value !== null && Number.isInteger(number) && number > 0 && number <= 10_000 ? number : undefined;
};

/**
 * The player of video `guid` in `html`, when the HTML is exactly one iframe whose address is
 * `/embed/{guid}` on an origin `isTrusted` accepts (by default the service's own hosts over
 * https, or this machine, where the local provider stands in for the service), without a user
 * name or password; otherwise undefined.
 *
 * @example
 * playerFrameOf('<iframe src="https://videopress.com/embed/OcobLTqC?loop=true"></iframe>', 'OcobLTqC')?.src.href;
 * // 'https://videopress.com/embed/OcobLTqC?loop=true'
 */
export function playerFrameOf(
	html: string,
	guid: string,
	isTrusted: (origin: string) => boolean = isPlayerOrigin
): PlayerFrame | undefined {
	// A template's content is inert: nothing in it loads or runs.
	const template = document.createElement('template');
	template.innerHTML = html;
	const elements = template.content.querySelectorAll('*');
	const frame = elements[0];
	if (elements.length !== 1 || !(frame instanceof HTMLIFrameElement)) {
		return undefined;
	}
	let src: URL;
	try {
		src = new URL(frame.getAttribute('src') ?? '');
	} catch {
		return undefined;
	}
	if (
		!['https:', 'http:'].includes(src.protocol) ||
		src.username !== '' ||
		src.password !== '' ||
		src.pathname !== `/embed/${guid}` ||
		!isTrusted(src.origin)
	) {
		return undefined;
	}
	const width = dimension(frame.getAttribute('width'));
	const height = dimension(frame.getAttribute('height'));
	return {
		src,
		title: frame.getAttribute('title') ?? '',
		...(width === undefined ? {} : { width }),
		...(height === undefined ? {} : { height }),
	};
}
