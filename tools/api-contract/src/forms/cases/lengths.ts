// Cases about length, counted in characters: each limit, one past it, and letters and emoji that count as one.
import type { SubmissionCase } from '../case-types';
import { bad } from './bad';

const emoji = '\u{1F600}';

export const LENGTH_CASES: readonly SubmissionCase[] = [
	{
		title: 'a field takes 500 characters',
		form: 'optional',
		fields: { 'name-a1': 'x'.repeat(500) },
		expect: { stored: { 'name-a1': 'x'.repeat(500) } },
	},
	bad(
		'a field refuses 501 characters',
		{ 'name-a1': 'x'.repeat(501) },
		{
			'name-a1': 'Name is too long: at most 500 characters.',
		}
	),
	{
		title: 'a textarea takes 5000 characters',
		form: 'optional',
		fields: { 'message-d4': 'y'.repeat(5000) },
		expect: { stored: { 'message-d4': 'y'.repeat(5000) } },
	},
	bad(
		'a textarea refuses 5001 characters',
		{ 'message-d4': 'y'.repeat(5001) },
		{
			'message-d4': 'Message is too long: at most 5000 characters.',
		}
	),
	{
		title: 'an accented letter or an emoji counts as one character',
		form: 'optional',
		fields: { 'name-a1': 'é'.repeat(500), 'subject-c3': emoji.repeat(500) },
		expect: { stored: { 'name-a1': 'é'.repeat(500), 'subject-c3': emoji.repeat(500) } },
	},
	bad(
		'501 emoji are too many',
		{ 'subject-c3': emoji.repeat(501) },
		{
			'subject-c3': 'Subject is too long: at most 500 characters.',
		}
	),
	bad(
		'a value too long for a field without a label',
		{ 'note-m4': 'z'.repeat(501) },
		{
			'note-m4': 'This field is too long: at most 500 characters.',
		}
	),
];
