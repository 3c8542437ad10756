import * as z from 'zod/mini';

import type { Api } from '../api';

/**
 * An embed preview as the site's embed-preview lookup answers it (WordPress's oEmbed proxy,
 * `oembed/1.0/proxy`, which core-data's `getEmbedPreview` asks): the provider's oEmbed, of which
 * Blockyard reads the HTML and the title. The HTML is the provider's; a block takes only what it
 * recognises of it (e.g. one player frame of the service's own host) and never puts it into a page.
 */
export const embedPreviewSchema = z.object({
	html: z.string(),
	title: z.optional(z.string()),
	provider_name: z.optional(z.string()),
});
export type EmbedPreview = z.output<typeof embedPreviewSchema>;

/** What an embed preview is asked with besides the address. */
export interface EmbedPreviewOptions {
	/** The widest the embed may be, in pixels (oEmbed's `maxwidth`). */
	readonly maxWidth?: number;
	readonly signal?: AbortSignal;
}

/**
 * The embed preview of an address, as the site's oEmbed proxy gives it to an editor: an
 * `ApiError` when the site cannot embed it (404 `oembed_invalid_url`) or the answer is not an
 * oEmbed with HTML.
 *
 * @example
 * const { html } = await embedPreviews.get(api, 'https://videopress.com/v/OcobLTqC');
 */
export const embedPreviews = {
	get: (api: Api, url: string, options: EmbedPreviewOptions = {}): Promise<EmbedPreview> =>
		api.site.request('oembed/1.0/proxy', {
			call: 'embedPreviews.get',
			searchParams: {
				url,
				...(options.maxWidth === undefined ? {} : { maxwidth: String(Math.round(options.maxWidth)) }),
			},
			schema: embedPreviewSchema,
			signal: options.signal,
		}),
};
