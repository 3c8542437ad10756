import type { Transport } from '../../transport';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `setup/questionnaire`: the answers of the setup wizard's questions, by question. */
export const questionnaireSchema = looseRecordSchema;
export type Questionnaire = LooseRecord;

export function setupCalls(transport: Transport) {
	return {
		questionnaire: (): Promise<Questionnaire> =>
			transport.request('setup/questionnaire', {
				call: 'setup.questionnaire',
				schema: questionnaireSchema,
			}),
		/** Stores some answers; answers all of them. */
		saveQuestionnaire: (answers: LooseRecord): Promise<Questionnaire> =>
			transport.request('setup/questionnaire', {
				call: 'setup.saveQuestionnaire',
				method: 'post',
				json: answers,
				schema: questionnaireSchema,
			}),
	};
}
