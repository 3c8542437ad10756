import type { Hono } from 'hono';
import * as z from 'zod';

import {
	getConnection,
	LOCAL_BLOG_ID,
	resetConnection,
	updateConnection,
} from '../../data/plugin/connection-state';
import { safeRedirectTarget } from '../../data/plugin/safe-redirect';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { authorizeUrl } from './connection';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const IDC = `${PLUGIN_PREFIX}/identity-crisis`;

/** `jetpack/v4/identity-crisis/…`: what to do when the site's address changed under its connection. */
export function mountJetpackV4IdentityCrisis(app: Hono, { db }: RouteContext): void {
	app.post(`${IDC}/confirm-safe-mode`, (c) => {
		updateConnection(db, { safeMode: true });
		return c.json({ code: 'success', message: 'Safe mode is confirmed.' });
	});

	app.post(`${IDC}/start-fresh`, async (c) => {
		const { redirect_uri } = await readJsonBody(
			c,
			z.object({
				redirect_uri: z
					.string()
					.refine(
						(value) => safeRedirectTarget(value) !== undefined,
						'Expected a relative or loopback URL.'
					)
					.optional(),
			})
		);
		resetConnection(db);
		updateConnection(db, { registered: true, blogId: LOCAL_BLOG_ID });
		return c.json(authorizeUrl(c, redirect_uri));
	});

	app.post(`${IDC}/migrate`, (c) => {
		if (!getConnection(db).registered) {
			throw new RestError(
				'site_not_registered',
				'The site is not registered, so there is nothing to migrate.',
				400
			);
		}
		updateConnection(db, { safeMode: false });
		return c.json({ code: 'success', message: 'The connection was moved to this site.' });
	});
}
