import * as z from 'zod/mini';

import type { Api } from '../../api';

/**
 * `GET wpcom/v2/instagram-gallery/connections`: the site's connected accounts
 * (`DELETE connections/{token}` disconnects one and answers the same list). Each may carry the
 * `keyring_id` its connect popup posted, by which an account connected again is found.
 */
export const instagramConnectionsSchema = z.array(
	z.looseObject({
		token: z.string(),
		username: z.string(),
		keyring_id: z.optional(z.int().check(z.positive())),
	})
);
export type InstagramConnections = z.infer<typeof instagramConnectionsSchema>;

/** `GET wpcom/v2/instagram-gallery/connect-url`: the popup's URL. The popup posts `{ keyring_id }` to its opener. */
export const instagramConnectUrlSchema = z.string();

/** `GET wpcom/v2/instagram-gallery/gallery`. */
export const instagramGallerySchema = z.looseObject({
	external_name: z.string(),
	images: z.array(
		z.looseObject({ url: z.string(), link: z.optional(z.string()), title: z.optional(z.string()) })
	),
});
export type InstagramGallery = z.infer<typeof instagramGallerySchema>;

export const hostedInstagramGallery = {
	connections: (api: Api, signal?: AbortSignal): Promise<InstagramConnections> =>
		api.hosted.request('instagram-gallery/connections', {
			call: 'hostedInstagramGallery.connections',
			schema: instagramConnectionsSchema,
			signal,
		}),
	/** Forgets the account whose `token` this is (the block's Disconnect); answers the accounts left. */
	disconnect: (api: Api, accessToken: string, signal?: AbortSignal): Promise<InstagramConnections> =>
		api.hosted.request(`instagram-gallery/connections/${encodeURIComponent(accessToken)}`, {
			call: 'hostedInstagramGallery.disconnect',
			method: 'delete',
			schema: instagramConnectionsSchema,
			signal,
		}),
	connectUrl: (api: Api, signal?: AbortSignal): Promise<string> =>
		api.hosted.request('instagram-gallery/connect-url', {
			call: 'hostedInstagramGallery.connectUrl',
			schema: instagramConnectUrlSchema,
			signal,
		}),
	/** `accessToken` is a connection's `token`; `count` the number of posts to show. */
	gallery: (
		api: Api,
		accessToken: string,
		count: number,
		signal?: AbortSignal
	): Promise<InstagramGallery> =>
		api.hosted.request('instagram-gallery/gallery', {
			call: 'hostedInstagramGallery.gallery',
			searchParams: { access_token: accessToken, count },
			schema: instagramGallerySchema,
			signal,
		}),
};
