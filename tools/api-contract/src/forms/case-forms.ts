// The two saved forms the cases submit to, their markup and the post that holds them, and the unknown form's ID.
import type { CaseForm, SubmissionCase } from './case-types';

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
