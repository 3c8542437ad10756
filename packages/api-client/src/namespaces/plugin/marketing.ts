import type { Transport } from '../../transport';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `POST marketing/survey`: the survey's acknowledgement. */
export const surveyResultSchema = looseRecordSchema;

export interface SurveyInput {
	readonly survey_id: string;
	readonly survey_responses: LooseRecord;
	readonly site_id?: number;
}

export function marketingCalls(transport: Transport) {
	return {
		survey: (input: SurveyInput): Promise<LooseRecord> =>
			transport.request('marketing/survey', {
				call: 'marketing.survey',
				method: 'post',
				json: input,
				schema: surveyResultSchema,
			}),
	};
}
