import type { Hono } from 'hono';
import * as z from 'zod';

import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import type { RouteContext } from '../route-context';

/**
 * `GET path` answers a group of settings stored as one option (defaults until
 * changed); `POST path` takes any subset, refuses unknown names and wrong
 * values with 400, and answers the whole group.
 */
export function mountSettingsGroup<Shape extends z.ZodRawShape>(
	app: Hono,
	db: RouteContext['db'],
	group: { path: string; option: string; fields: Shape; defaults: z.infer<z.ZodObject<Shape>> }
): void {
	const read = () => readOption(db, group.option, z.object(group.fields), () => group.defaults);
	app.get(group.path, (c) => c.json(read()));
	app.post(group.path, async (c) => {
		const changes = await readJsonBody(c, z.strictObject(group.fields).partial());
		const next = { ...read(), ...changes };
		writeOption(db, group.option, next);
		return c.json(next);
	});
}
