import type { Context, Hono } from 'hono';
import * as z from 'zod';

import {
	getConnection,
	LOCAL_BLOG_ID,
	LOCAL_WPCOM_USER,
	resetConnection,
	updateConnection,
} from '../../data/plugin/connection-state';
import { safeRedirectTarget } from '../../data/plugin/safe-redirect';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { AUTHORIZE_PAGE, PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const redirectUri = z
	.string()
	.refine((value) => safeRedirectTarget(value) !== undefined, 'Expected a relative or loopback URL.');

const registerSchema = z.object({
	registration_nonce: z.string().min(1),
	no_iframe: z.boolean().optional(),
	plugin_slug: z
		.string()
		.regex(/^[a-z0-9-]+$/)
		.optional(),
	redirect_uri: redirectUri.optional(),
});

const booleanText = z.enum(['true', 'false', '1', '0']).optional();

/** The local authorize page's URL, on the origin the client reached us at. */
export function authorizeUrl(c: Context, redirect: string | undefined, from?: string): string {
	const url = new URL(AUTHORIZE_PAGE, requestOrigin(c));
	url.searchParams.set('redirect_uri', redirect ?? '/');
	if (from !== undefined) {
		url.searchParams.set('from', from);
	}
	return url.href;
}

function requireRegistered(db: RouteContext['db']): void {
	if (!getConnection(db).registered) {
		throw new RestError('site_not_registered', 'The site is not registered yet.', 400);
	}
}

/** `jetpack/v4/connection…`: register the site, connect and disconnect the user, and the status. */
export function mountJetpackV4Connection(app: Hono, { db }: RouteContext): void {
	app.post(`${PLUGIN_PREFIX}/connection/register`, async (c) => {
		const input = await readJsonBody(c, registerSchema);
		const state = getConnection(db);
		const plugins = input.plugin_slug
			? { ...state.plugins, [input.plugin_slug]: { name: input.plugin_slug } }
			: state.plugins;
		updateConnection(db, { registered: true, blogId: LOCAL_BLOG_ID, safeMode: false, plugins });
		return c.json({ authorizeUrl: authorizeUrl(c, input.redirect_uri) });
	});

	app.get(`${PLUGIN_PREFIX}/connection/authorize_url`, (c) => {
		const query = readQuery(
			c,
			z.object({ no_iframe: booleanText, redirect_uri: redirectUri.optional() })
		);
		requireRegistered(db);
		return c.json({ authorizeUrl: authorizeUrl(c, query.redirect_uri) });
	});

	app.get(`${PLUGIN_PREFIX}/connection`, (c) => {
		const state = getConnection(db);
		return c.json({
			isActive: state.registered && state.ownerConnected,
			isStaging: false,
			isRegistered: state.registered,
			isUserConnected: state.userConnected,
			hasConnectedOwner: state.ownerConnected,
			offlineMode: { isActive: false },
			isPublic: true,
		});
	});

	app.post(`${PLUGIN_PREFIX}/connection`, async (c) => {
		await readJsonBody(c, z.object({ isActive: z.literal(false) }));
		requireRegistered(db);
		resetConnection(db);
		return c.json({ code: 'success', message: 'The site was disconnected.' });
	});

	app.get(`${PLUGIN_PREFIX}/connection/data`, (c) => {
		const state = getConnection(db);
		return c.json({
			currentUser: {
				isConnected: state.userConnected,
				isMaster: state.userConnected && state.ownerConnected,
				username: 'admin',
				id: 1,
				blogId: state.blogId,
				wpcomUser: state.userConnected ? LOCAL_WPCOM_USER : null,
			},
			connectionOwner: state.ownerConnected ? 'admin' : null,
		});
	});

	app.get(`${PLUGIN_PREFIX}/connection/test`, (c) => {
		const state = getConnection(db);
		if (!state.registered) {
			throw new RestError('connection_test_failed', 'The site is not connected.', 400);
		}
		return c.json({
			code: 'success',
			message: 'The connection between the site and the platform works.',
		});
	});

	app.get(`${PLUGIN_PREFIX}/connection/url`, (c) => {
		const query = readQuery(
			c,
			z.object({ from: z.string().max(100).optional(), redirect: redirectUri.optional() })
		);
		return c.json(authorizeUrl(c, query.redirect, query.from));
	});

	app.get(`${PLUGIN_PREFIX}/connection/plugins`, (c) => c.json(getConnection(db).plugins));

	app.post(`${PLUGIN_PREFIX}/connection/user`, async (c) => {
		await readJsonBody(c, z.object({ linked: z.literal(false) }));
		if (!getConnection(db).userConnected) {
			throw new RestError('user_not_connected', 'The current user is not connected.', 400);
		}
		// The local site has one user, who is also the connection owner.
		updateConnection(db, { userConnected: false, ownerConnected: false });
		return c.json({ code: 'success', message: 'The user was disconnected.' });
	});

	app.post(`${PLUGIN_PREFIX}/connection/reconnect`, (c) => {
		const state = updateConnection(db, { registered: true, blogId: LOCAL_BLOG_ID });
		return c.json(
			state.userConnected
				? { status: 'completed' }
				: { status: 'in_progress', authorizeUrl: authorizeUrl(c, undefined) }
		);
	});

	app.post(`${PLUGIN_PREFIX}/seen-wc-connection-modal`, (c) => {
		updateConnection(db, { seenWcModal: true });
		return c.json({ success: true });
	});
}
