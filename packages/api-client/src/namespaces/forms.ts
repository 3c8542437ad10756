import * as z from 'zod/mini';

import { messagesByField } from '../errors/messages-by-field';
import type { Api } from '../api';

/**
 * The contact form's submission protocol (docs/decisions/0009-contact-forms.md):
 * `blockyard/v1/forms/{formId}/responses` on the site's REST root. The local
 * provider answers it; a WordPress plugin route will later.
 */
const FORMS = 'blockyard/v1/forms';

/** One submitted value: a single field's text, or the chosen options of a `checkbox-multiple`. */
export const formFieldValueSchema = z.union([z.string(), z.array(z.string())]);
export type FormFieldValue = z.infer<typeof formFieldValueSchema>;

/** The values of a form, by each field's `name` attribute. */
export type FormFields = Readonly<Record<string, FormFieldValue>>;

/** `POST blockyard/v1/forms/{formId}/responses` answers 201 with the stored response's id and the thank-you message. */
export const formSubmissionSchema = z.object({
	id: z.number(),
	message: z.string(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** One stored response, as `GET blockyard/v1/forms/responses` lists it. */
export const formResponseSchema = z.object({
	id: z.number(),
	form_id: z.string(),
	post_id: z.number(),
	/** The validated values, trimmed; fields left empty are not stored. */
	fields: z.record(z.string(), formFieldValueSchema),
	/** When it was sent, WordPress's way (`YYYY-MM-DDTHH:mm:ss`, site time zone). */
	date: z.string(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;

export const formResponsesSchema = z.array(formResponseSchema);

export interface FormResponsesQuery {
	readonly formId?: string | undefined;
	readonly postId?: number | undefined;
}

/**
 * The per-field messages of a rejected submission, by field name
 * (`{ "name-x7k2": "Name is required." }`): the `data.errors` of an
 * {@link ApiError}. `undefined` for any other error, so a caller shows its
 * general message instead.
 *
 * @example
 * try {
 *   await forms.submit(api, formId, fields);
 * } catch (error) {
 *   const errors = formFieldErrors(error); // undefined: not a field problem
 * }
 */
export function formFieldErrors(error: unknown): Record<string, string> | undefined {
	return messagesByField(error);
}

export const forms = {
	/**
	 * Sends a visitor's values to the form `formId`. Resolves with the thank-you
	 * message; invalid values reject with an `ApiError` (400
	 * `blockyard_form_invalid`, see {@link formFieldErrors}), an unknown form
	 * with a `NotFoundError`.
	 *
	 * @example
	 * const { message } = await forms.submit(api, 'f3k9x2', { 'name-a1b2': 'Ada', 'topics-c3d4': ['News'] });
	 */
	submit: (api: Api, formId: string, fields: FormFields, signal?: AbortSignal): Promise<FormSubmission> =>
		api.site.request(`${FORMS}/${encodeURIComponent(formId)}/responses`, {
			call: 'forms.submit',
			method: 'post',
			json: { fields },
			schema: formSubmissionSchema,
			signal,
		}),
	/** The stored responses, newest first (100 at most), of one form and/or one post, or all. */
	responses: (api: Api, query: FormResponsesQuery = {}, signal?: AbortSignal): Promise<FormResponse[]> =>
		api.site.request(`${FORMS}/responses`, {
			call: 'forms.responses',
			searchParams: { form_id: query.formId, post_id: query.postId },
			schema: formResponsesSchema,
			signal,
		}),
};
