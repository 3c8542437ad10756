import type { Context, Hono } from 'hono';
import * as z from 'zod';

import {
	getModule,
	isKnownModule,
	listModules,
	MODULE_CATALOG,
	setModuleActive,
	updateModuleOptions,
} from '../../data/plugin/modules';
import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { RestError } from '../../http/rest-error';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const MODULE = `${PLUGIN_PREFIX}/module`;
const AKISMET_KEY = 'blockyard_plugin_akismet_key';
/** Keys the local Akismet accepts: 12 lowercase letters or digits, as real ones look. */
const AKISMET_KEY_FORMAT = /^[a-f0-9]{12}$/;

const slugOf = (c: Context): string => {
	const slug = c.req.param('slug') ?? '';
	if (isKnownModule(slug)) {
		return slug;
	}
	throw new RestError('not_found', `The requested module "${slug}" was not found.`, 404);
};

function akismetCheck(key: string) {
	const validKey = AKISMET_KEY_FORMAT.test(key);
	return {
		validKey,
		invalidKeyCode: validKey ? '' : key === '' ? 'empty' : 'invalid',
		invalidKeyMessage: validKey ? '' : 'The API key is not valid.',
	};
}

/** `jetpack/v4/module…`: the modules, their active flags and options, and some modules' data. */
export function mountJetpackV4Modules(app: Hono, { db }: RouteContext): void {
	app.get(`${MODULE}/all`, (c) => c.json(listModules(db)));

	// Data routes first, so `protect` in `module/protect/data` is not read as an options change.
	app.get(`${MODULE}/protect/data`, (c) => c.json(1_234));
	app.get(`${MODULE}/vaultpress/data`, (c) =>
		c.json({ code: 'not_active', message: 'VaultPress is not active on this site.', data: {} })
	);
	app.get(`${MODULE}/akismet/data`, (c) => {
		const key = readOption(db, AKISMET_KEY, z.string(), () => '');
		return c.json(
			akismetCheck(key).validKey
				? { all: { spam: 12, ham: 340 }, '60-days': { spam: 3 } }
				: 'invalid_key'
		);
	});
	app.get(`${MODULE}/akismet/key/check`, (c) =>
		c.json(akismetCheck(readOption(db, AKISMET_KEY, z.string(), () => '')))
	);
	app.post(`${MODULE}/akismet/key/check`, async (c) => {
		const { api_key } = await readJsonBody(c, z.object({ api_key: z.string().max(100) }));
		const check = akismetCheck(api_key);
		if (check.validKey) {
			writeOption(db, AKISMET_KEY, api_key);
		}
		return c.json(check);
	});
	app.get(`${MODULE}/stats/data`, (c) => {
		const { range } = readQuery(c, z.object({ range: z.enum(['day', 'week', 'month']) }));
		const days = { day: 1, week: 7, month: 30 }[range];
		return c.json({
			general: { stats: { visitors_today: 3, views_today: 5, views: 42 * days } },
			[range]: { data: [], fields: ['period', 'views'] },
		});
	});

	app.get(`${MODULE}/:slug`, (c) => c.json(getModule(db, slugOf(c))));

	app.post(`${MODULE}/:slug/active`, async (c) => {
		const slug = slugOf(c);
		const { active } = await readJsonBody(c, z.object({ active: z.boolean() }));
		setModuleActive(db, slug, active);
		return c.json({
			code: 'success',
			message: `The requested module was ${active ? 'activated' : 'deactivated'}.`,
		});
	});

	app.post(`${MODULE}/:slug`, async (c) => {
		const slug = slugOf(c);
		const known = MODULE_CATALOG[slug]?.options ?? {};
		const changes = await readJsonBody(c, z.record(z.string(), z.json()));
		const unknown = Object.keys(changes).filter((name) => !Object.hasOwn(known, name));
		if (Object.keys(changes).length === 0 || unknown.length > 0) {
			throw new RestError(
				'rest_invalid_param',
				unknown.length > 0 ? `Unknown option(s): ${unknown.join(', ')}` : 'No options given.',
				400,
				{ params: Object.fromEntries(unknown.map((name) => [name, 'Unknown option.'])) }
			);
		}
		updateModuleOptions(db, slug, changes);
		return c.json({ code: 'success', message: 'The requested module options were updated.' });
	});
}
