import { hostedVideopress, type Api } from '@blockyard/api-client';
import { playerFrameOf } from '@blockyard/media';
import * as z from 'zod/mini';

const VIDEO_SELECTOR = '.wp-block-blockyard-video .wp-block-embed__wrapper';
/** The service's canonical address of a video, as the block saves it. */
const ADDRESS = /^https:\/\/videopress\.com\/v\/([A-Za-z0-9]{8})(?:\?[^\s<>"'`]*)?$/;

/** The provider's oEmbed answer, as far as the preview reads it. */
const oEmbedSchema = z.object({
	type: z.literal('video'),
	html: z.string(),
	width: z.number(),
	height: z.number(),
	title: z.optional(z.string()),
});

export interface VideoPlayerOptions {
	/** Where the video service answers (its `/oembed` and `/embed/{guid}`): the provider, through this page's origin. */
	readonly serviceRoot: string;
	/** Whether the visitor is signed in: their player gets a playback token, as the plugin gives it in WordPress. */
	readonly signedIn: boolean;
	readonly fetchImpl?: typeof fetch;
}

/**
 * Renders each hosted video's saved address in `root` as the service's player, as the plugin's
 * render filter does in WordPress (`includes/video-block.php`): the provider's oEmbed for the
 * address, an iframe of its player, and, for a signed-in visitor, a playback token the site asks
 * for (`hostedVideopress.playbackJwt`). An address the provider does not answer stays as text.
 */
export async function addVideoPlayers(
	root: ParentNode,
	api: Api,
	options: VideoPlayerOptions
): Promise<void> {
	const fetchImpl = options.fetchImpl ?? fetch;
	const wrappers = Array.from(root.querySelectorAll<HTMLElement>(VIDEO_SELECTOR));
	await Promise.all(
		wrappers.map(async (wrapper) => {
			const address = wrapper.textContent?.trim() ?? '';
			const guid = ADDRESS.exec(address)?.[1];
			if (guid === undefined) {
				return;
			}
			const width = Math.round(wrapper.getBoundingClientRect().width) || 640;
			const lookup = new URL('oembed', options.serviceRoot);
			lookup.search = new URLSearchParams({
				url: address,
				format: 'json',
				maxwidth: String(width),
			}).toString();
			const response = await fetchImpl(lookup, { credentials: 'omit' }).catch(() => undefined);
			const parsed = oEmbedSchema.safeParse(
				response?.ok ? await response.json().catch(() => null) : null
			);
			// Only the service root's player for this guid is taken from the answer's HTML.
			const serviceOrigin = new URL(options.serviceRoot).origin;
			const src = parsed.success
				? playerFrameOf(parsed.data.html, guid, (origin) => origin === serviceOrigin)?.src
				: undefined;
			if (!parsed.success || src === undefined) {
				return;
			}
			if (options.signedIn) {
				const token = await hostedVideopress.playbackJwt(api, guid).catch(() => undefined);
				if (token) {
					src.searchParams.set('metadata_token', token.metadata_token);
				}
			}
			const frame = document.createElement('iframe');
			frame.src = src.href;
			frame.title = parsed.data.title ?? 'VideoPress video player';
			frame.width = String(parsed.data.width);
			frame.height = String(parsed.data.height);
			frame.allowFullscreen = true;
			frame.allow = 'autoplay; fullscreen; picture-in-picture';
			wrapper.replaceChildren(frame);
		})
	);
}
