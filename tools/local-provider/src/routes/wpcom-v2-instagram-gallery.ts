import type { InstagramConnections, InstagramGallery } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { addInstagramAccount, getConnections } from '../data/hosted-connections';
import { SAMPLE_IMAGES, sampleImageUrl } from '../data/sample-media';
import { readQuery } from '../http/read-query';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { connectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from './route-context';

const INSTAGRAM = `${REST_PREFIX}/wpcom/v2/instagram-gallery`;

const galleryQuerySchema = z.object({
	access_token: z.string().min(1),
	count: z.coerce.number().int().min(1).max(30).default(9),
});

/**
 * `wpcom/v2/instagram-gallery`: connected accounts, the connect popup's URL
 * (a provider page that adds an account and posts `{ keyring_id }` to its
 * opener) and an account's gallery, made of the sample images.
 */
export function mountWpcomV2InstagramGallery(app: Hono, { db }: RouteContext): void {
	app.get(`${INSTAGRAM}/connections`, (c) => {
		const connections: InstagramConnections = getConnections(db).instagram.map(({ token, username }) => ({
			token,
			username,
		}));
		return c.json(connections);
	});

	app.get(`${INSTAGRAM}/connect-url`, (c) => c.json(`${requestOrigin(c)}${INSTAGRAM}/connect`));

	app.get(`${INSTAGRAM}/connect`, (c) => {
		const account = addInstagramAccount(db);
		return connectPage(c, 'Instagram', { keyring_id: account.keyring_id });
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
