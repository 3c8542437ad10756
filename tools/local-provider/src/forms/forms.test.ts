import { describe, expect, it } from 'vitest';

import { contactFormMarkup, EVERY_FIELD } from '../testing/contact-form-markup';
import { findContactForm, type FormField } from './contact-form';
import { checkSubmission } from './validate-submission';

const content = `<!-- wp:paragraph -->\n<p>Write to us.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:group -->\n<div>${contactFormMarkup(
	'form-1',
	EVERY_FIELD,
	{ confirmationMessage: 'Thanks, we will write back.' }
)}</div>\n<!-- /wp:group -->`;

const fields = (): readonly FormField[] => findContactForm(content, 'form-1')?.fields ?? [];

const valid = {
	'name-a1': ' Ada Lovelace ',
	'email-b2': 'ada@example.test',
	'topics-i9': ['News', 'Offers'],
	'consent-l3': 'yes',
};

describe('findContactForm', () => {
	it('reads the fields of the form with that formId, at any depth, from their comments', () => {
		const form = findContactForm(content, 'form-1');
		expect(form?.confirmationMessage).toBe('Thanks, we will write back.');
		expect(form?.fields.map((field) => [field.kind, field.name])).toEqual(
			EVERY_FIELD.filter((field) => 'name' in field.attributes).map((field) => [
				field.block,
				'name' in field.attributes ? field.attributes.name : '',
			])
		);
		expect(form?.fields.find((field) => field.kind === 'consent')).toEqual({
			kind: 'consent',
			name: 'consent-l3',
			label: 'I agree to the privacy policy',
			required: true,
			options: [],
		});
	});

	it('finds nothing for another formId, or in content without a form', () => {
		expect(findContactForm(content, 'form-2')).toBeUndefined();
		expect(findContactForm(content, '')).toBeUndefined();
		expect(
			findContactForm('<!-- wp:paragraph --><p>form-1</p><!-- /wp:paragraph -->', 'form-1')
		).toBeUndefined();
	});

	it('keeps the first of two fields with one name, and cleans up labels', () => {
		const twice = contactFormMarkup('f', [
			{ block: 'text', attributes: { name: 'a', label: 'First:' } },
			{ block: 'email', attributes: { name: 'a', label: 'Second' } },
			{ block: 'text', attributes: { name: 'b' } },
		]);
		expect(findContactForm(twice, 'f')?.fields).toEqual([
			{ kind: 'text', name: 'a', label: 'First', required: false, options: [] },
			{ kind: 'text', name: 'b', label: 'This field', required: false, options: [] },
		]);
	});
});

describe('checkSubmission', () => {
	it('accepts valid values: trimmed, only the form’s own keys, blank ones left out', () => {
		expect(
			checkSubmission(fields(), {
				...valid,
				'subject-c3': '   ',
				'message-d4': 'Hello\nthere ',
				'phone-g7': '+44 (0)20 7946-0018',
				'site-h8': 'https://example.test/a?b=c',
				'day-f6': '2024-02-29',
				'size-j1': 'M',
				'team-k2': 'Support',
				'news-e5': 'yes',
				unknown: 'dropped',
			})
		).toEqual({
			ok: true,
			values: {
				'name-a1': 'Ada Lovelace',
				'email-b2': 'ada@example.test',
				'message-d4': 'Hello\nthere',
				'news-e5': 'yes',
				'day-f6': '2024-02-29',
				'phone-g7': '+44 (0)20 7946-0018',
				'site-h8': 'https://example.test/a?b=c',
				'topics-i9': ['News', 'Offers'],
				'size-j1': 'M',
				'team-k2': 'Support',
				'consent-l3': 'yes',
			},
		});
	});

	it('names every missing required field', () => {
		expect(checkSubmission(fields(), { 'name-a1': '  ', 'topics-i9': [] })).toEqual({
			ok: false,
			errors: {
				'name-a1': 'Name is required.',
				'email-b2': 'Email is required.',
				'topics-i9': 'Choose at least one option for Topics.',
				'consent-l3': 'I agree to the privacy policy is required.',
			},
		});
	});

	it.each([
		['email-b2', 'ada@', 'Enter a valid email address.'],
		['email-b2', 'a b@example.test', 'Enter a valid email address.'],
		['site-h8', 'ftp://example.test', 'Enter a valid web address, starting with http:// or https://.'],
		['site-h8', 'example.test', 'Enter a valid web address, starting with http:// or https://.'],
		['day-f6', '2023-02-29', 'Enter Preferred day as a date (YYYY-MM-DD).'],
		['day-f6', '29/02/2024', 'Enter Preferred day as a date (YYYY-MM-DD).'],
		['phone-g7', '123', 'Enter a valid phone number.'],
		['phone-g7', 'call me 12345', 'Enter a valid phone number.'],
		['size-j1', 'XL', 'Choose one of the options for Size.'],
		['team-k2', ['Sales'], 'Team takes a single value.'],
		['topics-i9', ['News', 'Spam'], 'Choose only from the options of Topics.'],
		['news-e5', 'on', 'Subscribe must be ticked or left empty.'],
		['consent-l3', 'no', 'I agree to the privacy policy must be ticked or left empty.'],
		['subject-c3', 'x'.repeat(501), 'Subject is too long: at most 500 characters.'],
		['message-d4', 'x'.repeat(5001), 'Message is too long: at most 5000 characters.'],
	])('%s = %j: %s', (name, value, message) => {
		expect(checkSubmission(fields(), { ...valid, [name]: value })).toEqual({
			ok: false,
			errors: { [name]: message },
		});
	});

	it('takes a single value for a checkbox-multiple, and a textarea up to its limit', () => {
		const check = checkSubmission(fields(), {
			...valid,
			'topics-i9': 'Events',
			'message-d4': 'x'.repeat(5000),
		});
		expect(check.ok && check.values['topics-i9']).toEqual(['Events']);
	});
});
