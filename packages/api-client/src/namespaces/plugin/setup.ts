import type { Api } from '../../api';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `setup/questionnaire`: the answers of the setup wizard's questions, by question. */
export const questionnaireSchema = looseRecordSchema;
export type Questionnaire = LooseRecord;

export const pluginSetup = {
	questionnaire: (api: Api): Promise<Questionnaire> =>
		api.plugin.request('setup/questionnaire', {
			call: 'pluginSetup.questionnaire',
			schema: questionnaireSchema,
		}),
	/** Stores some answers; answers all of them. */
	saveQuestionnaire: (api: Api, answers: LooseRecord): Promise<Questionnaire> =>
		api.plugin.request('setup/questionnaire', {
			call: 'pluginSetup.saveQuestionnaire',
			method: 'post',
			json: answers,
			schema: questionnaireSchema,
		}),
};
