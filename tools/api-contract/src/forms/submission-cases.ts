// The forms contract as examples: saved forms, what a visitor sends to
// `POST blockyard/v1/forms/{formId}/responses`, and what the server must answer and keep.
// Both servers run this one table: the local provider (./submission-cases.test.ts) and the
// WordPress plugin inside WordPress 6.5 and 6.7 (e2e/wordpress/tests/form-submissions.spec.ts).
// A case that WordPress answers differently on purpose says so in `wordpress`, with the reason.
// Only types are imported here, so that Playwright can load this file as it is.
import type { FieldKind } from '@blockyard/api-client';

/** A field block as the forms package saves it: every attribute in its comment. */
export interface CaseField {
	readonly kind: FieldKind;
	/** The submitted key; a field without one cannot be submitted. */
	readonly name?: string;
	readonly label?: string;
	readonly required?: boolean;
	readonly options?: readonly string[];
	readonly consentText?: string;
}

export interface CaseForm {
	readonly formId: string;
	readonly confirmationMessage?: string;
	readonly fields: readonly CaseField[];
}

/** The answer a case expects, once read (see {@link answerOf}). */
export type CaseAnswer =
	| { readonly status: 201; readonly message: string }
	| {
			readonly status: 400 | 404;
			readonly code: string;
			readonly message: string;
			/** The message beside each invalid field (`data.errors`), for `blockyard_form_invalid`. */
			readonly errors?: Readonly<Record<string, string>>;
	  };

export type StoredValues = Readonly<Record<string, string | readonly string[]>>;

export interface SubmissionCase {
	readonly title: string;
	readonly form: 'optional' | 'required' | 'unknown';
	/** What is sent as `{ "fields": … }` … */
	readonly fields?: unknown;
	/** … or, for a body of the wrong shape, the whole JSON body. */
	readonly body?: unknown;
	/** 201 with the values kept; 400 with each invalid field's message; or another error. */
	readonly expect:
		| { readonly stored: StoredValues }
		| { readonly errors: Readonly<Record<string, string>> }
		| { readonly status: 400 | 404; readonly code: string; readonly message: string };
	/** What WordPress keeps instead, and why. */
	readonly wordpress?: { readonly stored: StoredValues; readonly why: string };
}

/** Every field kind, none required; labels that show how a label is read. */
const optional: CaseForm = {
	formId: 'casesoptional',
	fields: [
		{ kind: 'name', name: 'name-a1', label: 'Name' },
		{ kind: 'email', name: 'email-b2', label: 'Email' },
		{ kind: 'text', name: 'subject-c3', label: 'Subject' },
		{ kind: 'textarea', name: 'message-d4', label: 'Message' },
		{ kind: 'checkbox', name: 'news-e5', label: 'Subscribe' },
		{ kind: 'date', name: 'day-f6', label: 'Preferred day' },
		{ kind: 'telephone', name: 'phone-g7', label: 'Phone' },
		{ kind: 'url', name: 'site-h8', label: 'Website' },
		{
			kind: 'checkbox-multiple',
			name: 'topics-i9',
			label: 'Topics',
			options: ['News', 'Events', ' Offers '],
		},
		{ kind: 'radio', name: 'size-j1', label: 'Größe', options: ['S', 'M', 'L'] },
		{ kind: 'select', name: 'team-k2', label: 'Team', options: ['Sales', 'Support'] },
		{ kind: 'consent', name: 'consent-l3', consentText: 'I agree to the privacy policy' },
		{ kind: 'text', name: 'note-m4', label: ' :* ' },
		{ kind: 'text', label: 'Without a name' },
	],
};

/** Every field kind, all required, and a confirmation message of its own. */
const required: CaseForm = {
	formId: 'casesrequired',
	confirmationMessage: 'We will write back soon.',
	fields: [
		{ kind: 'name', name: 'name-r1', label: 'Name *', required: true },
		{ kind: 'email', name: 'email-r2', label: 'Email', required: true },
		{ kind: 'text', name: 'subject-r3', label: 'Subject:', required: true },
		{ kind: 'textarea', name: 'message-r4', label: 'Message', required: true },
		{ kind: 'checkbox', name: 'news-r5', label: 'Subscribe', required: true },
		{ kind: 'date', name: 'day-r6', label: 'Day', required: true },
		{ kind: 'telephone', name: 'phone-r7', label: 'Phone', required: true },
		{ kind: 'url', name: 'site-r8', label: 'Website', required: true },
		{ kind: 'checkbox-multiple', name: 'topics-r9', label: 'Topics', required: true, options: ['News'] },
		{ kind: 'radio', name: 'size-r10', label: 'Size', required: true, options: ['S', 'M'] },
		{ kind: 'select', name: 'team-r11', label: 'Team', required: true, options: ['Sales'] },
		{ kind: 'consent', name: 'consent-r12', consentText: 'I agree to the terms', required: true },
	],
};

export const CASE_FORMS = { optional, required } as const;

/** The form ID no saved post holds. */
export const UNKNOWN_FORM_ID = 'casesunknown';

export const formIdOf = (submission: SubmissionCase): string =>
	submission.form === 'unknown' ? UNKNOWN_FORM_ID : CASE_FORMS[submission.form].formId;

const THANK_YOU = 'Thank you! Your message has been sent.';
const INVALID = 'Please correct the highlighted fields.';
const BAD_BODY = 'Send the fields as { "fields": { "<name>": "value" } }.';

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

const emoji = '\u{1F600}';
const bad = (
	title: string,
	fields: Record<string, unknown>,
	errors: Record<string, string>
): SubmissionCase => ({
	title,
	form: 'optional',
	fields,
	expect: { errors },
});

export const SUBMISSION_CASES: readonly SubmissionCase[] = [
	// Required fields.
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

	// What is kept.
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

	// Lengths, in characters.
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

	// Shapes.
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

	// Choices and boxes.
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

	// Bodies of the wrong shape, and an unknown form.
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

const blockComment = (name: string, attributes: Readonly<Record<string, unknown>>): string =>
	`<!-- wp:${name} ${JSON.stringify(attributes)} /-->`;

/** A form's saved markup: the comments hold every attribute, as the forms package saves them. */
export function caseFormMarkup(form: CaseForm): string {
	const { formId, confirmationMessage, fields } = form;
	return [
		`<!-- wp:blockyard/contact-form ${JSON.stringify({ formId, confirmationMessage })} -->`,
		`<form method="post" action="/wp-json/blockyard/v1/forms/${formId}/responses" data-blockyard-form="${formId}">`,
		...fields.map(({ kind, ...attributes }) => blockComment(`blockyard/field-${kind}`, attributes)),
		blockComment('blockyard/button', { element: 'button', text: 'Submit', saveInPostContent: true }),
		'</form>',
		'<!-- /wp:blockyard/contact-form -->',
	].join('\n');
}

/** The content of the one post that holds the table's forms. */
export const casesPostContent = (): string => Object.values(CASE_FORMS).map(caseFormMarkup).join('\n\n');
