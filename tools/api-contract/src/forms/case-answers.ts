// What each case sends and must get back: its body, the expected answer and kept values, and a server's answer read.
import { CASE_FORMS } from './case-forms';
import type { CaseAnswer, StoredValues, SubmissionCase } from './case-types';

const THANK_YOU = 'Thank you! Your message has been sent.';
const INVALID = 'Please correct the highlighted fields.';

/** The JSON body a case sends. */
export const bodyOf = (submission: SubmissionCase): unknown =>
	submission.body ?? { fields: submission.fields ?? {} };

/** What the server must answer to a case. */
export function expectedAnswer(submission: SubmissionCase): CaseAnswer {
	const { expect } = submission;
	if ('stored' in expect) {
		const form = submission.form === 'unknown' ? undefined : CASE_FORMS[submission.form];
		return { status: 201, message: form?.confirmationMessage ?? THANK_YOU };
	}
	if ('errors' in expect) {
		return { status: 400, code: 'blockyard_form_invalid', message: INVALID, errors: expect.errors };
	}
	return expect;
}

/** What a server must keep for a case (`undefined`: nothing, it is refused). */
export function expectedStored(
	submission: SubmissionCase,
	server: 'provider' | 'wordpress'
): StoredValues | undefined {
	if (!('stored' in submission.expect)) {
		return undefined;
	}
	return server === 'wordpress' && submission.wordpress
		? submission.wordpress.stored
		: submission.expect.stored;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A server's answer in the shape of {@link CaseAnswer}, plus the stored response's ID for a 201. */
export function answerOf(status: number, body: unknown): { answer: unknown; id?: number } {
	const json = isRecord(body) ? body : {};
	if (status === 201) {
		return {
			answer: { status, message: json.message },
			id: typeof json.id === 'number' ? json.id : undefined,
		};
	}
	const data = isRecord(json.data) ? json.data : {};
	return {
		answer: {
			status,
			code: json.code,
			message: json.message,
			...(data.errors === undefined ? {} : { errors: data.errors }),
		},
	};
}
