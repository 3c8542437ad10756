import type { Hono } from 'hono';
import * as z from 'zod';

import { attachLicense, LICENSE_KEY, licenseCounts, listLicenses } from '../../data/plugin/licenses';
import { writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const LICENSING = `${PLUGIN_PREFIX}/licensing`;
const licenseKey = z.string().regex(LICENSE_KEY, 'Expected a license key such as jetpack-scan_a1b2c3.');

/** `jetpack/v4/licensing/…`: the user's licenses and attaching them to this site. */
export function mountJetpackV4Licensing(app: Hono, { db }: RouteContext): void {
	app.post(`${LICENSING}/error`, async (c) => {
		const { error } = await readJsonBody(c, z.object({ error: z.string().max(1000) }));
		writeOption(db, 'blockyard_plugin_licensing_error', error);
		return c.json(error);
	});

	app.post(`${LICENSING}/set-license`, async (c) => {
		const { license } = await readJsonBody(c, z.object({ license: licenseKey }));
		attachLicense(db, license, new Date());
		return c.json(true);
	});

	app.get(`${LICENSING}/user/counts`, (c) => c.json(licenseCounts(db)));
	app.get(`${LICENSING}/user/licenses`, (c) => c.json({ items: listLicenses(db) }));

	app.post(`${LICENSING}/user/activation-notice-dismiss`, async (c) => {
		const { last_detached_count } = await readJsonBody(
			c,
			z.object({ last_detached_count: z.int().nonnegative() })
		);
		const notice = { last_detached_count, last_dismissed_time: new Date().toISOString() };
		writeOption(db, 'blockyard_plugin_licensing_activation_notice', notice);
		return c.json(notice);
	});

	app.post(`${LICENSING}/attach-licenses`, async (c) => {
		const { licenses } = await readJsonBody(
			c,
			z.object({ licenses: z.array(z.string().max(200)).min(1).max(50) })
		);
		const now = new Date();
		return c.json(
			licenses.map((key) => {
				if (!LICENSE_KEY.test(key)) {
					return { code: 'invalid_license', message: `"${key}" is not a license key.` };
				}
				attachLicense(db, key, now);
				return true;
			})
		);
	});
}
