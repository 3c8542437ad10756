import type { Hono } from 'hono';

import { answersSchema } from '../../data/plugin/answers';
import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const QUESTIONNAIRE = 'blockyard_plugin_questionnaire';

/** `jetpack/v4/setup/questionnaire`: the setup wizard's answers; a POST merges the given ones. */
export function mountJetpackV4Setup(app: Hono, { db }: RouteContext): void {
	const answers = () => readOption(db, QUESTIONNAIRE, answersSchema, () => ({}));

	app.get(`${PLUGIN_PREFIX}/setup/questionnaire`, (c) => c.json(answers()));
	app.post(`${PLUGIN_PREFIX}/setup/questionnaire`, async (c) => {
		const changes = await readJsonBody(c, answersSchema);
		const next = { ...answers(), ...changes };
		writeOption(db, QUESTIONNAIRE, next);
		return c.json(next);
	});
}
