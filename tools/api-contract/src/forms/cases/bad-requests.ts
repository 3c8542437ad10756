// Cases refused before any field is read: bodies of the wrong shape, and a form no published post holds.
import type { SubmissionCase } from '../case-types';

const BAD_BODY = 'Send the fields as { "fields": { "<name>": "value" } }.';

export const BAD_REQUEST_CASES: readonly SubmissionCase[] = [
	...[
		['a number as a value', { fields: { 'name-a1': 42 } }],
		['a list holding a number', { fields: { 'topics-i9': ['News', 1] } }],
		['an object as a value', { fields: { 'topics-i9': { first: 'News' } } }],
		['no fields at all', { values: { 'name-a1': 'Ada' } }],
	].map(([title, body]): SubmissionCase => ({
		title: `refused: ${String(title)}`,
		form: 'optional',
		body,
		expect: { status: 400, code: 'rest_invalid_param', message: BAD_BODY },
	})),
	{
		title: 'a form no published post holds',
		form: 'unknown',
		fields: { 'name-a1': 'Ada' },
		expect: { status: 404, code: 'blockyard_form_not_found', message: 'There is no form with this ID.' },
	},
];
