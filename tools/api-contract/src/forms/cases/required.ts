// Cases of the required form: nothing sent, only spaces sent, and every field answered.
import type { SubmissionCase } from '../case-types';

const everyRequiredMissing = {
	'name-r1': 'Name is required.',
	'email-r2': 'Email is required.',
	'subject-r3': 'Subject is required.',
	'message-r4': 'Message is required.',
	'news-r5': 'Subscribe is required.',
	'day-r6': 'Day is required.',
	'phone-r7': 'Phone is required.',
	'site-r8': 'Website is required.',
	'topics-r9': 'Choose at least one option for Topics.',
	'size-r10': 'Choose an option for Size.',
	'team-r11': 'Choose an option for Team.',
	'consent-r12': 'I agree to the terms is required.',
};

const everyRequiredValid = {
	'name-r1': 'Ada Lovelace',
	'email-r2': 'ada@example.test',
	'subject-r3': 'Engines',
	'message-r4': 'Hello\nthere',
	'news-r5': 'yes',
	'day-r6': '1815-12-10',
	'phone-r7': '+44 20 7946 0018',
	'site-r8': 'https://example.test',
	'topics-r9': ['News'],
	'size-r10': 'M',
	'team-r11': 'Sales',
	'consent-r12': 'yes',
};

export const REQUIRED_CASES: readonly SubmissionCase[] = [
	{
		title: 'required: nothing sent',
		form: 'required',
		fields: {},
		expect: { errors: everyRequiredMissing },
	},
	{
		title: 'required: only spaces (tabs, line breaks, no-break and ideographic spaces) count as blank',
		form: 'required',
		fields: {
			'name-r1': '   ',
			'email-r2': '\t\n',
			'subject-r3': '\u00a0\u3000',
			'message-r4': ' \r\n ',
			'news-r5': '',
			'day-r6': ' ',
			'phone-r7': '\u2003',
			'site-r8': '',
			'topics-r9': [' ', ''],
			'size-r10': ' ',
			'team-r11': '',
			'consent-r12': '\ufeff',
		},
		expect: { errors: everyRequiredMissing },
	},
	{
		title: 'required: every field answered, the form’s own thanks',
		form: 'required',
		fields: everyRequiredValid,
		expect: { stored: everyRequiredValid },
	},
];
