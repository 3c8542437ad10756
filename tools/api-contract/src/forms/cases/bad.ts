// `bad`: a case of the optional form that is refused with a message beside each invalid field.
import type { SubmissionCase } from '../case-types';

export const bad = (
	title: string,
	fields: Record<string, unknown>,
	errors: Record<string, string>
): SubmissionCase => ({
	title,
	form: 'optional',
	fields,
	expect: { errors },
});
