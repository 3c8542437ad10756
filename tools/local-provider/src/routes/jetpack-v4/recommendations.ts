import type { Hono } from 'hono';
import * as z from 'zod';

import { answerNameSchema, answersSchema } from '../../data/plugin/answers';
import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const RECOMMENDATIONS = `${PLUGIN_PREFIX}/recommendations`;
const OPTION = 'blockyard_plugin_recommendations';

const PRODUCT_SUGGESTIONS = [
	{
		product_id: 2016,
		slug: 'jetpack_security_t1_yearly',
		title: 'Security',
		description: 'Backups, scan and spam protection.',
	},
	{
		product_id: 2100,
		slug: 'jetpack_backup_t1_yearly',
		title: 'VaultPress Backup',
		description: 'Real-time backups.',
	},
];

/** `jetpack/v4/recommendations/…`: the recommendations wizard's answers and step, and what it suggests. */
export function mountJetpackV4Recommendations(app: Hono, { db }: RouteContext): void {
	const data = () => readOption(db, OPTION, answersSchema, () => ({}));

	app.get(`${RECOMMENDATIONS}/data`, (c) => c.json(data()));
	app.post(`${RECOMMENDATIONS}/data`, async (c) => {
		const changes = await readJsonBody(c, z.object({ data: answersSchema }));
		writeOption(db, OPTION, { ...data(), ...changes.data });
		return c.json(true);
	});
	app.post(`${RECOMMENDATIONS}/step`, async (c) => {
		const { step } = await readJsonBody(c, z.object({ step: answerNameSchema }));
		writeOption(db, OPTION, { ...data(), step });
		return c.json(true);
	});
	app.get(`${RECOMMENDATIONS}/product-suggestions`, (c) => c.json(PRODUCT_SUGGESTIONS));
	app.get(`${RECOMMENDATIONS}/upsell`, (c) =>
		c.json({ hide_upsell: false, product_slug: 'jetpack_security_t1_yearly' })
	);
	app.get(`${RECOMMENDATIONS}/conditional`, (c) =>
		c.json(['protect', 'site-accelerator', 'related-posts'])
	);
}
