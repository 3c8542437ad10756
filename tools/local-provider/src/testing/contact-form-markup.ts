/** Saved markup of a contact form for tests: the comments as the forms package saves them, a little HTML between. */
export function contactFormMarkup(
	formId: string,
	fields: readonly { readonly block: string; readonly attributes: Readonly<Record<string, unknown>> }[],
	formAttributes: Readonly<Record<string, unknown>> = {}
): string {
	const inner = fields
		.map(
			({ block, attributes }) =>
				`<!-- wp:blockyard/field-${block} ${JSON.stringify(attributes)} -->\n<div class="wp-block-blockyard-field-${block}"><label>${String(attributes.label ?? '')}</label></div>\n<!-- /wp:blockyard/field-${block} -->`
		)
		.join('\n');
	return [
		`<!-- wp:blockyard/contact-form ${JSON.stringify({ formId, ...formAttributes })} -->`,
		`<form method="post" action="/wp-json/blockyard/v1/forms/${formId}/responses" data-blockyard-form="${formId}">`,
		inner,
		'<!-- wp:blockyard/button {"element":"button","text":"Submit","saveInPostContent":true} /-->',
		'</form>',
		'<!-- /wp:blockyard/contact-form -->',
	].join('\n');
}

/** A form with one field of every kind. */
export const EVERY_FIELD = [
	{ block: 'name', attributes: { name: 'name-a1', label: 'Name', required: true } },
	{ block: 'email', attributes: { name: 'email-b2', label: 'Email', required: true } },
	{ block: 'text', attributes: { name: 'subject-c3', label: 'Subject' } },
	{ block: 'textarea', attributes: { name: 'message-d4', label: 'Message' } },
	{ block: 'checkbox', attributes: { name: 'news-e5', label: 'Subscribe' } },
	{ block: 'date', attributes: { name: 'day-f6', label: 'Preferred day' } },
	{ block: 'telephone', attributes: { name: 'phone-g7', label: 'Phone' } },
	{ block: 'url', attributes: { name: 'site-h8', label: 'Website' } },
	{
		block: 'checkbox-multiple',
		attributes: {
			name: 'topics-i9',
			label: 'Topics',
			required: true,
			options: ['News', 'Events', 'Offers'],
		},
	},
	{ block: 'radio', attributes: { name: 'size-j1', label: 'Size', options: ['S', 'M', 'L'] } },
	{ block: 'select', attributes: { name: 'team-k2', label: 'Team', options: ['Sales', 'Support'] } },
	{
		block: 'consent',
		attributes: { name: 'consent-l3', consentText: 'I agree to the privacy policy', required: true },
	},
	{ block: 'text', attributes: { label: 'No name: skipped' } },
] as const;
