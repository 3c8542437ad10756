// Cases that are kept: what a server stores (trimmed, unknown keys dropped, a single value as a list of one, tags).
import type { SubmissionCase } from '../case-types';

export const STORED_CASES: readonly SubmissionCase[] = [
	{
		title: 'optional: nothing sent is fine, and nothing is kept',
		form: 'optional',
		fields: {},
		expect: { stored: {} },
	},
	{
		title: 'every kind with a valid value',
		form: 'optional',
		fields: {
			'name-a1': 'Ada',
			'email-b2': 'ada.lovelace@mail.example.test',
			'subject-c3': 'Analytical engine',
			'message-d4': 'First line\nSecond line',
			'news-e5': 'yes',
			'day-f6': '2000-02-29',
			'phone-g7': '+1 (555) 010-9999',
			'site-h8': 'HTTPS://Example.test:8080/a?b=c#d',
			'topics-i9': ['News', 'Offers'],
			'size-j1': 'L',
			'team-k2': 'Support',
			'consent-l3': 'yes',
			'note-m4': 'A note',
		},
		expect: {
			stored: {
				'name-a1': 'Ada',
				'email-b2': 'ada.lovelace@mail.example.test',
				'subject-c3': 'Analytical engine',
				'message-d4': 'First line\nSecond line',
				'news-e5': 'yes',
				'day-f6': '2000-02-29',
				'phone-g7': '+1 (555) 010-9999',
				'site-h8': 'HTTPS://Example.test:8080/a?b=c#d',
				'topics-i9': ['News', 'Offers'],
				'size-j1': 'L',
				'team-k2': 'Support',
				'consent-l3': 'yes',
				'note-m4': 'A note',
			},
		},
	},
	{
		title: 'values are trimmed of every kind of space, inside lists too',
		form: 'optional',
		fields: {
			'name-a1': ' Ada Lovelace\u00a0',
			'message-d4': '\n Hello\nthere \t',
			'news-e5': ' yes ',
			'phone-g7': '\u3000020\u00a07946\u00a00018 ',
			'topics-i9': [' Events\u2028', '\u00a0Offers'],
			'size-j1': ' S ',
		},
		expect: {
			stored: {
				'name-a1': 'Ada Lovelace',
				'message-d4': 'Hello\nthere',
				'news-e5': 'yes',
				'phone-g7': '020\u00a07946\u00a00018',
				'topics-i9': ['Events', 'Offers'],
				'size-j1': 'S',
			},
		},
	},
	{
		title: 'keys the form does not have are ignored, a field without a name among them',
		form: 'optional',
		fields: {
			'name-a1': 'Ada',
			stray: 'dropped',
			'Without a name': 'dropped',
			'without-a-name': 'dropped',
		},
		expect: { stored: { 'name-a1': 'Ada' } },
	},
	{
		title: 'a checkbox-multiple takes a single value as a list of one',
		form: 'optional',
		fields: { 'topics-i9': 'Events' },
		expect: { stored: { 'topics-i9': ['Events'] } },
	},
	{
		title: 'tags are kept as sent',
		form: 'optional',
		fields: { 'subject-c3': '<b>Bold</b> move' },
		expect: { stored: { 'subject-c3': '<b>Bold</b> move' } },
		wordpress: {
			stored: { 'subject-c3': 'Bold move' },
			why: 'WordPress stores values through sanitize_text_field, which strips tags; the provider keeps them (and escapes them wherever it shows them)',
		},
	},
];
