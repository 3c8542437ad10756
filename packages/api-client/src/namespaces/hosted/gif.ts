import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** One GIF as the GIF service describes it (the fields the block reads). */
export const gifSchema = z.looseObject({
	id: z.string(),
	title: z.optional(z.string()),
	embed_url: z.string(),
	images: z.looseObject({
		original: z.looseObject({
			url: z.optional(z.string()),
			width: z.union([z.string(), z.number()]),
			height: z.union([z.string(), z.number()]),
		}),
		downsized_still: z.looseObject({ url: z.string() }),
	}),
});
export type Gif = z.infer<typeof gifSchema>;

/** `GET wpcom/v2/gif/search?q=`: the provider proxies the GIF service, so no service key reaches the browser. */
export const gifSearchSchema = z.looseObject({ data: z.array(gifSchema) });
export type GifSearch = z.infer<typeof gifSearchSchema>;

/** `GET wpcom/v2/gif/{id}`. */
export const gifByIdSchema = z.looseObject({ data: gifSchema });

/** How many GIFs a search asks for. */
export const GIF_SEARCH_LIMIT = 10;

export function gifCalls(transport: Transport) {
	return {
		search: (query: string, signal?: AbortSignal): Promise<GifSearch> =>
			transport.request('gif/search', {
				call: 'gif.search',
				searchParams: { q: query, limit: GIF_SEARCH_LIMIT },
				schema: gifSearchSchema,
				signal,
			}),
		get: async (id: string, signal?: AbortSignal): Promise<Gif> =>
			(
				await transport.request(`gif/${encodeURIComponent(id)}`, {
					call: 'gif.get',
					schema: gifByIdSchema,
					signal,
				})
			).data,
	};
}
