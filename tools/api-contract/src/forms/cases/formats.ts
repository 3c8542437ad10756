// Cases of values in the wrong format: email addresses, web addresses, dates and phone numbers.
import type { SubmissionCase } from '../case-types';
import { bad } from './bad';

export const FORMAT_CASES: readonly SubmissionCase[] = [
	bad(
		'an email address without a dotted domain',
		{ 'email-b2': 'ada@example' },
		{
			'email-b2': 'Enter a valid email address.',
		}
	),
	bad(
		'an email address with a space inside',
		{ 'email-b2': 'ada lovelace@example.test' },
		{
			'email-b2': 'Enter a valid email address.',
		}
	),
	bad(
		'an email address with a no-break space inside',
		{ 'email-b2': 'ada\u00a0lovelace@example.test' },
		{
			'email-b2': 'Enter a valid email address.',
		}
	),
	bad(
		'a web address without http:// or https://',
		{ 'site-h8': 'example.test' },
		{
			'site-h8': 'Enter a valid web address, starting with http:// or https://.',
		}
	),
	bad(
		'a web address of another scheme',
		{ 'site-h8': 'ftp://example.test' },
		{
			'site-h8': 'Enter a valid web address, starting with http:// or https://.',
		}
	),
	bad(
		'a web address whose host has no dot',
		{ 'site-h8': 'https://localhost/page' },
		{
			'site-h8': 'Enter a valid web address, starting with http:// or https://.',
		}
	),
	bad(
		'a web address with one slash',
		{ 'site-h8': 'http:/example.test' },
		{
			'site-h8': 'Enter a valid web address, starting with http:// or https://.',
		}
	),
	bad(
		'a day that does not exist: 2023-02-30',
		{ 'day-f6': '2023-02-30' },
		{
			'day-f6': 'Enter Preferred day as a date (YYYY-MM-DD).',
		}
	),
	bad(
		'no 29 February in 2100',
		{ 'day-f6': '2100-02-29' },
		{
			'day-f6': 'Enter Preferred day as a date (YYYY-MM-DD).',
		}
	),
	bad(
		'a date in another format',
		{ 'day-f6': '29/02/2024' },
		{
			'day-f6': 'Enter Preferred day as a date (YYYY-MM-DD).',
		}
	),
	bad('no year 0', { 'day-f6': '0000-01-01' }, { 'day-f6': 'Enter Preferred day as a date (YYYY-MM-DD).' }),
	bad(
		'a phone number of four digits',
		{ 'phone-g7': '+1 (2) 3-4' },
		{ 'phone-g7': 'Enter a valid phone number.' }
	),
	bad(
		'a phone number with a letter',
		{ 'phone-g7': '0207 946 001x' },
		{ 'phone-g7': 'Enter a valid phone number.' }
	),
	bad(
		'a phone number with other digits than 0-9',
		{ 'phone-g7': '٠٢٠٧٩٤٦٠٠١٨' },
		{
			'phone-g7': 'Enter a valid phone number.',
		}
	),
];
