import type { Api } from '../../api';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `POST marketing/survey`: the survey's acknowledgement. */
export const surveyResultSchema = looseRecordSchema;

export interface SurveyInput {
	readonly survey_id: string;
	readonly survey_responses: LooseRecord;
	readonly site_id?: number;
}

export const pluginMarketing = {
	survey: (api: Api, input: SurveyInput): Promise<LooseRecord> =>
		api.plugin.request('marketing/survey', {
			call: 'pluginMarketing.survey',
			method: 'post',
			json: input,
			schema: surveyResultSchema,
		}),
};
