// Cases of choices and boxes: options not offered, a checkbox not sent as yes, lists for single-value fields.
import type { SubmissionCase } from '../case-types';
import { bad } from './bad';

export const CHOICE_CASES: readonly SubmissionCase[] = [
	bad(
		'a radio value not among the options',
		{ 'size-j1': 'XL' },
		{
			'size-j1': 'Choose one of the options for Größe.',
		}
	),
	bad(
		'a select value in another case than its option',
		{ 'team-k2': 'sales' },
		{
			'team-k2': 'Choose one of the options for Team.',
		}
	),
	bad(
		'a checkbox-multiple with a foreign option',
		{ 'topics-i9': ['News', 'Spam'] },
		{
			'topics-i9': 'Choose only from the options of Topics.',
		}
	),
	bad(
		'a checkbox or consent that sends something else than yes',
		{ 'news-e5': 'on', 'consent-l3': 'Yes' },
		{
			'news-e5': 'Subscribe must be ticked or left empty.',
			'consent-l3': 'I agree to the privacy policy must be ticked or left empty.',
		}
	),
	bad(
		'lists for fields that take one value',
		{ 'name-a1': ['Ada'], 'team-k2': ['Sales'], 'email-b2': [] },
		{
			'name-a1': 'Name takes a single value.',
			'team-k2': 'Team takes a single value.',
			'email-b2': 'Email takes a single value.',
		}
	),
];
