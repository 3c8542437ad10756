import type { InstagramConnections, InstagramGallery } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import * as z from 'zod';

import { addInstagramAccount, getConnections, removeInstagramAccount } from '../../data/hosted-connections';
import {
	accountPhotos,
	INSTAGRAM_MEDIA_PATH,
	instagramPhoto,
	instagramPhotoPng,
} from '../../instagram/instagram-photos';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { connectUrlOrigin, mountConnectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from '../route-context';

const INSTAGRAM = `${REST_PREFIX}/wpcom/v2/instagram-gallery`;

const galleryQuerySchema = z.object({
	access_token: z.string().min(1),
	count: z.coerce.number().int().min(1).max(30).default(9),
});

const connectionsOf = (db: Database): InstagramConnections =>
	getConnections(db).instagram.map(({ token, username, keyring_id }) => ({
		token,
		username,
		keyring_id,
	}));

/**
 * The connect page's Approve: a new stand-in account, or (`account`, a keyring id) one already
 * connected, signed in again: its keyring id is posted and no new token appears.
 */
function connectAccount(db: Database, account: string): { keyring_id: number } {
	if (account === '') {
		return { keyring_id: addInstagramAccount(db).keyring_id };
	}
	const known = getConnections(db).instagram.find((entry) => String(entry.keyring_id) === account);
	if (!known) {
		throw new RestError(
			'instagram_connection_not_found',
			'No Instagram connection has this keyring id.',
			400
		);
	}
	return { keyring_id: known.keyring_id };
}

/**
 * `wpcom/v2/instagram-gallery`: connected accounts (each with its keyring id),
 * the connect popup's URL (a provider page whose Approve button adds an account,
 * or signs in again to one already connected, and posts `{ keyring_id }` to its
 * opener's origin), an account's gallery and its disconnection. Each new account is a stand-in with photos of its own (see
 * `accountPhotoCount`: 30, then 5, then none, in turn), drawn by the provider
 * and served at `/instagram-media/<n>.png`.
 */
export function mountWpcomV2InstagramGallery(app: Hono, context: RouteContext): void {
	const { db } = context;
	app.get(`${INSTAGRAM}/connections`, (c) => c.json(connectionsOf(db)));

	// `DELETE connections/<token>`: the block's Disconnect; answers the accounts left.
	app.delete(`${INSTAGRAM}/connections/:token`, (c) => {
		if (!removeInstagramAccount(db, c.req.param('token'))) {
			throw new RestError(
				'instagram_connection_not_found',
				'No Instagram connection has this token.',
				404
			);
		}
		return c.json(connectionsOf(db));
	});

	// The popup posts `{ keyring_id }` to the page that asked for this URL, and to no other origin.
	app.get(`${INSTAGRAM}/connect-url`, (c) => {
		const url = new URL(`${INSTAGRAM}/connect`, requestOrigin(c));
		url.searchParams.set('origin', connectUrlOrigin(c, context));
		return c.json(url.href);
	});

	mountConnectPage(app, `${INSTAGRAM}/connect`, context, {
		service: 'Instagram',
		connect: (account) => connectAccount(db, account),
		accounts: () =>
			getConnections(db).instagram.map((entry) => ({
				value: String(entry.keyring_id),
				label: `@${entry.username}`,
			})),
	});

	app.get(`${INSTAGRAM}/gallery`, (c) => {
		const query = readQuery(c, galleryQuerySchema);
		const account = getConnections(db).instagram.find((entry) => entry.token === query.access_token);
		if (!account) {
			throw new RestError('instagram_invalid_token', 'This Instagram connection is not valid.', 403);
		}
		const origin = requestOrigin(c);
		// The photos posted since the account was connected (newest first, each its own address), then its own.
		const posted = account.posted.map(({ photo, title }, n) => {
			const url = `${origin}${INSTAGRAM_MEDIA_PATH}/${photo}.png?post=${account.posted.length - n}`;
			return { url, link: url, title };
		});
		const own = accountPhotos(account.keyring_id).map((photo) => {
			const url = `${origin}${INSTAGRAM_MEDIA_PATH}/${photo.index}.png`;
			return { url, link: url, title: photo.title };
		});
		const gallery: InstagramGallery = {
			external_name: account.username,
			images: [...posted, ...own].slice(0, query.count),
		};
		return c.json(gallery);
	});

	app.get(`${INSTAGRAM_MEDIA_PATH}/:file{[0-9]{1,2}\\.png}`, (c) => {
		const photo = instagramPhoto(Number((c.req.param('file') ?? '').replace(/\.png$/, '')));
		if (!photo) {
			throw new RestError('instagram_media_not_found', 'No photo has this number.', 404);
		}
		c.header('Content-Type', 'image/png');
		c.header('Cache-Control', 'public, max-age=86400');
		return c.body(new Uint8Array(instagramPhotoPng(photo)));
	});
}
