import type { InstagramConnections, InstagramGallery } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { addInstagramAccount, getConnections } from '../data/hosted-connections';
import { SAMPLE_IMAGES, sampleImageUrl } from '../data/sample-media';
import { readQuery } from '../http/read-query';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { connectUrlOrigin, mountConnectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from './route-context';

const INSTAGRAM = `${REST_PREFIX}/wpcom/v2/instagram-gallery`;

const galleryQuerySchema = z.object({
	access_token: z.string().min(1),
	count: z.coerce.number().int().min(1).max(30).default(9),
});

/**
 * `wpcom/v2/instagram-gallery`: connected accounts, the connect popup's URL
 * (a provider page whose Approve button adds an account and posts
 * `{ keyring_id }` to its opener's origin) and an account's gallery, made of
 * the sample images.
 */
export function mountWpcomV2InstagramGallery(app: Hono, context: RouteContext): void {
	const { db } = context;
	app.get(`${INSTAGRAM}/connections`, (c) => {
		const connections: InstagramConnections = getConnections(db).instagram.map(({ token, username }) => ({
			token,
			username,
		}));
		return c.json(connections);
	});

	// The popup posts `{ keyring_id }` to the page that asked for this URL, and to no other origin.
	app.get(`${INSTAGRAM}/connect-url`, (c) => {
		const url = new URL(`${INSTAGRAM}/connect`, requestOrigin(c));
		url.searchParams.set('origin', connectUrlOrigin(c, context));
		return c.json(url.href);
	});

	mountConnectPage(app, `${INSTAGRAM}/connect`, context, {
		service: 'Instagram',
		connect: () => ({ keyring_id: addInstagramAccount(db).keyring_id }),
	});

	app.get(`${INSTAGRAM}/gallery`, (c) => {
		const query = readQuery(c, galleryQuerySchema);
		const account = getConnections(db).instagram.find((entry) => entry.token === query.access_token);
		if (!account) {
			throw new RestError('instagram_invalid_token', 'This Instagram connection is not valid.', 403);
		}
		const origin = requestOrigin(c);
		const gallery: InstagramGallery = {
			external_name: account.username,
			images: SAMPLE_IMAGES.slice(0, query.count).map((image) => ({
				url: sampleImageUrl(origin, image),
				link: sampleImageUrl(origin, image),
				title: image.caption,
			})),
		};
		return c.json(gallery);
	});
}
