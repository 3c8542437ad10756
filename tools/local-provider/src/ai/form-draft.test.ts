import { parse } from '@wordpress/block-serialization-default-parser';
import { describe, expect, it } from 'vitest';

import type { EngineRequest } from './engine';
import { commentAttributes, fieldsFromWords, formRequestOf } from './form-draft';
import { createOfflineEngine, offlineReply } from './offline-engine';
import { FORM_AI_FEATURE, offlineTaskOf } from './offline-task';

/** The user message Form AI sends (packages/ai-assistant/src/prompts/user-message.ts, `formPrompt`). */
const INSTRUCTION =
	'Build a contact form as WordPress block markup: one blockyard/contact-form block whose inner blocks are ' +
	'its field blocks (name, email, text, textarea, checkbox, date, telephone, url, checkbox-multiple, radio, ' +
	'select, consent) followed by one blockyard/button block that submits the form. ' +
	'Reply with the block markup only. The form should be:\n\n';

const formAi = (request: string, current?: string): EngineRequest => ({
	feature: FORM_AI_FEATURE,
	messages: [
		{ role: 'system', content: 'You are a helpful assistant. Mention the subject and date if asked.' },
		{
			role: 'user',
			content:
				INSTRUCTION +
				request +
				(current === undefined
					? ''
					: `\n\nChange the current form, below.\n\n\`\`\`\`\`\n${current}\n\`\`\`\`\``),
		},
	],
});

const BUTTON = '<!-- wp:blockyard/button {"element":"button","text":"Submit","saveInPostContent":true} /-->';
const form = (...fields: string[]): string =>
	['<!-- wp:blockyard/contact-form -->', ...fields, BUTTON, '<!-- /wp:blockyard/contact-form -->'].join(
		'\n'
	);

describe('form requests', () => {
	it('are recognised by the feature, or by instructions asking for contact form markup', () => {
		expect(offlineTaskOf(formAi('a feedback form'))).toBe('form');
		expect(
			offlineTaskOf({
				messages: [
					{ role: 'user', content: 'Write blockyard/contact-form markup with a name field' },
				],
			})
		).toBe('form');
		expect(
			offlineTaskOf({
				messages: [
					{ role: 'user', content: 'Reply with block markup for a contact form: name, phone' },
				],
			})
		).toBe('form');
		expect(
			offlineTaskOf({
				messages: [{ role: 'user', content: 'Write a post about why sites need a contact form' }],
			})
		).toBe('reply');
		expect(
			offlineTaskOf({ feature: 'ai-assistant', messages: [{ role: 'user', content: 'Summarize: x' }] })
		).toBe('summarize');
	});

	it('read the request part of Form AI’s message, not its list of block kinds', () => {
		expect(formRequestOf(formAi('Name and a phone'))).toEqual({
			wanted: 'Name and a phone',
			current: undefined,
		});
		const change = formRequestOf(formAi('add a website', '<!-- wp:blockyard/field-name /-->'));
		expect(change).toEqual({ wanted: 'add a website', current: '<!-- wp:blockyard/field-name /-->' });
	});
});

describe('offline form drafts', () => {
	it('default to name, email and message when no field is named', () => {
		expect(offlineReply(formAi('Something for my bakery, please'))).toBe(
			form(
				'<!-- wp:blockyard/field-name {"label":"Name","required":true} /-->',
				'<!-- wp:blockyard/field-email {"label":"Email","required":true} /-->',
				'<!-- wp:blockyard/field-textarea {"label":"Message"} /-->'
			)
		);
	});

	it('take the fields the request names, in its order', () => {
		expect(offlineReply(formAi('Email, full name, phone number, website and your question'))).toBe(
			form(
				'<!-- wp:blockyard/field-email {"label":"Email","required":true} /-->',
				'<!-- wp:blockyard/field-name {"label":"Name","required":true} /-->',
				'<!-- wp:blockyard/field-telephone {"label":"Phone"} /-->',
				'<!-- wp:blockyard/field-url {"label":"Website"} /-->',
				'<!-- wp:blockyard/field-textarea {"label":"Question"} /-->'
			)
		);
	});

	it('know dates, subjects, companies, newsletters and consent', () => {
		expect(
			offlineReply(
				formAi(
					'A registration with company name, date of birth, preferred date, subject, comments, ' +
						'a newsletter opt-in and privacy consent'
				)
			)
		).toBe(
			form(
				'<!-- wp:blockyard/field-text {"label":"Company"} /-->',
				'<!-- wp:blockyard/field-date {"label":"Birthday"} /-->',
				'<!-- wp:blockyard/field-date {"label":"Date"} /-->',
				'<!-- wp:blockyard/field-text {"label":"Subject"} /-->',
				'<!-- wp:blockyard/field-textarea {"label":"Comments"} /-->',
				'<!-- wp:blockyard/field-checkbox {"label":"Subscribe to the newsletter"} /-->',
				'<!-- wp:blockyard/field-consent {"label":"Consent","consentText":"I agree that my details are stored to answer my message.","required":true} /-->'
			)
		);
	});

	it.each([
		[
			'name and a t-shirt size with a choice of S, M, L or XL and a message',
			[
				{ kind: 'name', attributes: { label: 'Name', required: true } },
				{ kind: 'radio', attributes: { label: 'T-shirt size', options: ['S', 'M', 'L', 'XL'] } },
				{ kind: 'textarea', attributes: { label: 'Message' } },
			],
		],
		[
			'a dropdown for the department with options: Sales, Support, Billing; email',
			[
				{
					kind: 'select',
					attributes: { label: 'Department', options: ['Sales', 'Support', 'Billing'] },
				},
				{ kind: 'email', attributes: { label: 'Email', required: true } },
			],
		],
		[
			'checkboxes for interests with a choice of Music, Art and Sport',
			[
				{
					kind: 'checkbox-multiple',
					attributes: { label: 'Interests', options: ['Music', 'Art', 'Sport'] },
				},
			],
		],
		[
			// The options' words do not ask for fields of their own.
			'a contact method with a choice between “Email” or “Phone”',
			[{ kind: 'radio', attributes: { label: 'Contact method', options: ['Email', 'Phone'] } }],
		],
		[
			'a choice of A, B, C, D, E, F',
			[{ kind: 'select', attributes: { label: 'Choice', options: ['A', 'B', 'C', 'D', 'E', 'F'] } }],
		],
	])('read choices: %j', (request, fields) => {
		expect(fieldsFromWords(request)).toEqual(fields);
	});

	it('keep the current form’s fields and add the new ones, with one submit button', () => {
		const current = [
			'<!-- wp:blockyard/contact-form {"formId":"abc"} -->',
			'<form><!-- wp:blockyard/field-name {"name":"name-1","label":"Name","required":true} /-->',
			'<!-- wp:blockyard/field-email {"name":"email-2","label":"E-mail"} /-->',
			'<!-- wp:blockyard/button {"text":"Send"} /--></form>',
			'<!-- /wp:blockyard/contact-form -->',
		].join('\n');
		expect(offlineReply(formAi('add a phone and an email', current))).toBe(
			form(
				'<!-- wp:blockyard/field-name {"name":"name-1","label":"Name","required":true} /-->',
				'<!-- wp:blockyard/field-email {"name":"email-2","label":"E-mail"} /-->',
				'<!-- wp:blockyard/field-telephone {"label":"Phone"} /-->'
			)
		);
		expect(offlineReply(formAi('make it nicer', current))).toBe(
			form(
				'<!-- wp:blockyard/field-name {"name":"name-1","label":"Name","required":true} /-->',
				'<!-- wp:blockyard/field-email {"name":"email-2","label":"E-mail"} /-->'
			)
		);
	});

	it('are pure block markup that parses back to the form, with no freeform text', () => {
		const reply = offlineReply(
			formAi('name, email, a topic with a choice of Sales -- or <Support> & "Help" desk')
		);
		const blocks = parse(reply).filter(
			(block) => block.blockName !== null || block.innerHTML.trim() !== ''
		);
		expect(blocks.map((block) => block.blockName)).toEqual(['blockyard/contact-form']);
		const inner = blocks[0]?.innerBlocks ?? [];
		expect(inner.map((block) => block.blockName)).toEqual([
			'blockyard/field-name',
			'blockyard/field-email',
			'blockyard/field-radio',
			'blockyard/button',
		]);
		expect(inner[2]?.attrs).toEqual({ label: 'Topic', options: ['Sales --', '<Support> & "Help" desk'] });
		expect(reply).not.toContain('Offline engine');
	});

	it('escape attributes as WordPress does', () => {
		expect(commentAttributes({ label: 'a -- <b> & "c"' })).toBe(
			'{"label":"a \\u002d\\u002d \\u003cb\\u003e \\u0026 \\u0022c\\u0022"}'
		);
	});

	it('stream in pieces that join back to the markup', async () => {
		const request = formAi('name and email');
		const pieces: string[] = [];
		for await (const delta of await createOfflineEngine({ paceMs: 0 }).answer(
			request,
			new AbortController().signal
		)) {
			pieces.push('content' in delta ? delta.content : '');
		}
		expect(pieces.length).toBeGreaterThan(10);
		expect(pieces.join('')).toBe(offlineReply(request));
	});
});
