import { serialize, type Block } from '@wordpress/blocks';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { FORM_DRAFT_BLOCKS } from '../../sanitize/allowed-blocks';
import { BAD_URLS, BLOCK_VECTORS, HTML_VECTORS, MARKUP, unsafeMarkup } from '../../sanitize/test/vectors';
import { completeDraft, draftToBlocks } from './draft-to-blocks';
import { ensureOneSubmitButton } from './ensure-one-submit-button';
import { registerFormBlocks } from './test/form-blocks';

beforeAll(registerFormBlocks);

/** A draft as a model writes it: its own HTML in every block, which matches no saved markup. */
const DRAFT = `Here is your form:

<!-- wp:blockyard/contact-form {"formId":"model-form","confirmationMessage":"Thanks!"} -->
<div class="wp-block-blockyard-contact-form"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Get in touch</h3>
<!-- /wp:heading -->

<!-- wp:blockyard/field-name {"label":"Your name","required":true} -->
<div class="field"><label>Your name</label><input type="text" /></div>
<!-- /wp:blockyard/field-name -->

<!-- wp:blockyard/field-email {"label":"Email","required":true,"placeholder":"you@example.com"} /-->

<!-- wp:blockyard/field-select {"label":"Topic","options":["Sales","Support"]} -->
<select><option>Sales</option></select>
<!-- /wp:blockyard/field-select -->

<!-- wp:blockyard/button {"element":"button","text":"Send","saveInPostContent":true} -->
<button>Send</button>
<!-- /wp:blockyard/button --></div>
<!-- /wp:blockyard/contact-form -->

I hope this helps!`;

/** Names and attributes, rich text (a heading's or paragraph's content) as its HTML. */
const shape = (blocks: readonly Block[]) =>
	blocks.map((block) => ({
		name: block.name,
		attributes: Object.fromEntries(
			Object.entries(block.attributes).map(([key, value]) => [
				key,
				key === 'content' ? String(value) : value,
			])
		),
	}));

const names = (blocks: readonly Block[]) => blocks.map((block) => block.name);

/** Runs `fn` with the parser's validation messages silenced (the model's HTML never matches). */
function quietly<T>(fn: () => T): T {
	const spies = [
		vi.spyOn(console, 'error').mockImplementation(() => undefined),
		vi.spyOn(console, 'warn').mockImplementation(() => undefined),
		vi.spyOn(console, 'info').mockImplementation(() => undefined),
	];
	try {
		return fn();
	} finally {
		for (const spy of spies) {
			spy.mockRestore();
		}
	}
}

describe('draftToBlocks', () => {
	it('keeps the form’s inner blocks, rebuilt from their comment attributes, without the wrapper', () => {
		const blocks = quietly(() => draftToBlocks(DRAFT));

		expect(shape(blocks)).toEqual([
			{
				name: 'core/heading',
				attributes: expect.objectContaining({ content: 'Get in touch', level: 3 }),
			},
			{
				name: 'blockyard/field-name',
				attributes: expect.objectContaining({ label: 'Your name', required: true }),
			},
			{
				name: 'blockyard/field-email',
				attributes: expect.objectContaining({
					label: 'Email',
					required: true,
					placeholder: 'you@example.com',
				}),
			},
			{
				name: 'blockyard/field-select',
				attributes: expect.objectContaining({ label: 'Topic', options: ['Sales', 'Support'] }),
			},
			{
				name: 'blockyard/button',
				attributes: expect.objectContaining({
					element: 'button',
					text: 'Send',
					saveInPostContent: true,
				}),
			},
		]);
	});

	it('makes blocks that are valid and save as their own markup, whatever HTML the model wrote', () => {
		const blocks = quietly(() => draftToBlocks(DRAFT));

		expect(blocks.every((block) => block.isValid)).toBe(true);
		const saved = serialize(blocks);
		expect(saved).not.toContain('class="field"');
		expect(saved).not.toContain('<select>');
		expect(saved).toContain('<!-- wp:blockyard/field-name {"label":"Your name","required":true} /-->');
		// Read again, the saved markup is what it was: nothing in it is invalid.
		expect(quietly(() => draftToBlocks(saved)).map((block) => block.attributes)).toEqual(
			blocks.map((block) => block.attributes)
		);
	});

	it('gives every block a client id of its own', () => {
		const first = quietly(() => draftToBlocks(DRAFT));
		const second = quietly(() => draftToBlocks(DRAFT));

		const ids = [...first, ...second].map((block) => block.clientId);
		expect(new Set(ids).size).toBe(ids.length);
	});

	it('drops attribute values of the wrong type and attributes the block does not have', () => {
		const [field] = quietly(() =>
			draftToBlocks(
				'<!-- wp:blockyard/field-text {"label":"City","required":"yes","onclick":"alert(1)"} /-->'
			)
		);

		expect(field?.attributes).toEqual(expect.objectContaining({ label: 'City', required: false }));
		expect(field?.attributes).not.toHaveProperty('onclick');
	});

	it('drops unknown, unregistered, freeform and disallowed blocks with what they hold, and whitespace', () => {
		const blocks = quietly(() =>
			draftToBlocks(`\`\`\`html
<!-- wp:blockyard/contact-form -->
<p>Loose text</p>
<!-- wp:acme/captcha {"level":"hard"} /-->
<!-- wp:image {"id":3} -->
<figure class="wp-block-image"><img src="x.png" alt=""/></figure>
<!-- /wp:image -->
<!-- wp:query -->
<!-- wp:blockyard/field-url {"label":"Inside a query"} /-->
<!-- /wp:query -->
<!-- wp:list -->
<ul><li>One</li></ul>
<!-- /wp:list -->
<!-- wp:paragraph -->
<p>Tell us more.</p>
<!-- /wp:paragraph -->
<!-- wp:blockyard/field-textarea {"label":"Message"} /-->
<!-- /wp:blockyard/contact-form -->
\`\`\``)
		);

		expect(names(blocks)).toEqual(['core/paragraph', 'blockyard/field-textarea']);
		expect(shape(blocks)[0]?.attributes).toEqual(expect.objectContaining({ content: 'Tell us more.' }));
	});

	it('takes fields given without the form around them', () => {
		const blocks = quietly(() =>
			draftToBlocks(
				'<!-- wp:blockyard/field-name {"label":"Name"} /-->\n\n<!-- wp:blockyard/field-consent {"consentText":"I agree"} /-->'
			)
		);

		expect(shape(blocks)).toEqual([
			{ name: 'blockyard/field-name', attributes: expect.objectContaining({ label: 'Name' }) },
			{
				name: 'blockyard/field-consent',
				attributes: expect.objectContaining({ consentText: 'I agree' }),
			},
		]);
	});

	it('gives nothing for an empty reply, prose, or a form with nothing complete in it yet', () => {
		expect(draftToBlocks('')).toEqual([]);
		expect(draftToBlocks('  \n ')).toEqual([]);
		expect(draftToBlocks('Sorry, I cannot help with that.')).toEqual([]);
		expect(quietly(() => draftToBlocks('<!-- wp:blockyard/contact-form -->\n<div>'))).toEqual([]);
	});

	it('as the draft streams in, counts only the blocks that are complete', () => {
		const seen: string[][] = [];
		for (let end = 0; end <= DRAFT.length; end += 7) {
			seen.push(names(quietly(() => draftToBlocks(DRAFT.slice(0, end)))));
		}
		seen.push(names(quietly(() => draftToBlocks(DRAFT))));

		const distinct = seen.filter((list, index) => index === 0 || list.join() !== seen[index - 1]?.join());
		expect(distinct).toEqual([
			[],
			['core/heading'],
			['core/heading', 'blockyard/field-name'],
			['core/heading', 'blockyard/field-name', 'blockyard/field-email'],
			['core/heading', 'blockyard/field-name', 'blockyard/field-email', 'blockyard/field-select'],
			[
				'core/heading',
				'blockyard/field-name',
				'blockyard/field-email',
				'blockyard/field-select',
				'blockyard/button',
			],
		]);
	});

	it('never shows a heading while its text still streams', () => {
		const partial =
			'<!-- wp:blockyard/contact-form -->\n<!-- wp:blockyard/field-name {"label":"Name"} /-->\n<!-- wp:heading -->\n<h2 class="wp-block-heading">Cont';

		expect(names(quietly(() => draftToBlocks(partial)))).toEqual(['blockyard/field-name']);
	});
});

describe('draftToBlocks, with a draft that carries XSS vectors', () => {
	const FORM_NAMES = [...FORM_DRAFT_BLOCKS.blocks.keys()];

	/** The draft's blocks as the form would hold them (with their submit button), serialized and checked. */
	function drafted(draft: string): { blocks: Block[]; unsafe: string[]; markup: string } {
		const blocks = ensureOneSubmitButton(quietly(() => draftToBlocks(draft)));
		const markup = serialize(blocks);
		return { blocks, unsafe: unsafeMarkup(markup, FORM_NAMES), markup };
	}

	/** A block comment with `attributes`, as the model writes it. */
	const comment = (name: string, attributes: object) =>
		`<!-- wp:${name} ${JSON.stringify(attributes)} /-->`;

	it.each(HTML_VECTORS)(
		'keeps no markup of %s in a field’s label, options, placeholder or consent text',
		(vector) => {
			const text = `Harmless ${vector} words`;
			const { blocks, unsafe } = drafted(
				[
					comment('blockyard/field-text', { label: text, placeholder: text }),
					comment('blockyard/field-select', { label: text, options: [text, 'Plain'] }),
					comment('blockyard/field-consent', { label: text, consentText: text }),
				].join('\n')
			);

			expect(unsafe).toEqual([]);
			const values = blocks.flatMap((block) =>
				['label', 'placeholder', 'consentText', 'options'].flatMap(
					(key) => block.attributes[key] ?? []
				)
			);
			expect(values.length).toBeGreaterThan(0);
			for (const value of values as string[]) {
				expect(value).not.toMatch(MARKUP);
			}
			expect(blocks[0]?.attributes.label).toMatch(/^Harmless /);
		}
	);

	it.each(HTML_VECTORS)(
		'keeps nothing that runs or loads of %s in a paragraph, a heading or the button’s text',
		(vector) => {
			const text = `Harmless ${vector} words`;
			const { unsafe, markup } = drafted(
				[
					`<!-- wp:heading -->\n<h2 class="wp-block-heading">${text}</h2>\n<!-- /wp:heading -->`,
					`<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
					comment('blockyard/button', { element: 'button', text, saveInPostContent: true }),
				].join('\n')
			);

			expect(unsafe).toEqual([]);
			expect(markup.match(/Harmless/g)?.length).toBeGreaterThanOrEqual(3);
		}
	);

	it.each(BAD_URLS)('drops a button URL %j, on a link or a button', (url) => {
		const { blocks, unsafe } = drafted(
			[
				comment('blockyard/button', {
					element: 'button',
					text: 'Send',
					url,
					saveInPostContent: true,
				}),
				comment('blockyard/button', { element: 'a', text: 'More', url, saveInPostContent: true }),
			].join('\n')
		);

		expect(unsafe).toEqual([]);
		expect(blocks[0]?.attributes.url).toBeUndefined();
	});

	it('keeps a safe button URL, and the button’s look only from the form', () => {
		const [button] = quietly(() =>
			draftToBlocks(
				comment('blockyard/button', {
					element: 'a',
					text: 'Read <strong>more</strong>',
					url: 'https://example.com/terms',
					saveInPostContent: true,
					passthroughAttributes: { onclick: 'alert(1)', 'data-x': '1' },
					customGradient: 'url(javascript:alert(1))',
					width: '1px;background:url(javascript:alert(1))',
					className: 'x" onmouseover="alert(1)',
					lock: { remove: false },
					metadata: { bindings: { text: { source: 'core/post-meta', args: { key: 'secret' } } } },
				})
			)
		);

		expect(button?.attributes).toEqual({
			element: 'a',
			text: 'Read <strong>more</strong>',
			url: 'https://example.com/terms',
			saveInPostContent: true,
		});
	});

	it('keeps a field’s name only when it is a plain key', () => {
		const blocks = quietly(() =>
			draftToBlocks(
				[
					comment('blockyard/field-email', { name: 'email-c3d4', label: 'Email' }),
					comment('blockyard/field-text', { name: 'x" onfocus="alert(1)', label: 'Text' }),
					comment('blockyard/field-text', { name: '__proto__', label: 'Other' }),
				].join('\n')
			)
		);

		expect(blocks.map((block) => block.attributes.name)).toEqual(['email-c3d4', undefined, undefined]);
	});

	it.each(BLOCK_VECTORS)('drops %s from the form, and keeps the fields around it', (vector) => {
		const { blocks, unsafe } = drafted(
			[
				'<!-- wp:blockyard/contact-form -->',
				comment('blockyard/field-name', { label: 'Harmless name' }),
				vector,
				comment('blockyard/field-email', { label: 'Harmless email' }),
				'<!-- /wp:blockyard/contact-form -->',
			].join('\n')
		);

		expect(unsafe).toEqual([]);
		const fields = blocks.filter((block) => block.name.startsWith('blockyard/field-'));
		expect(fields.map((block) => block.attributes.label)).toEqual(['Harmless name', 'Harmless email']);
	});
});

describe('completeDraft', () => {
	it('ends after the last block that is complete, the form’s wrapper being open or not', () => {
		expect(
			completeDraft(
				'<!-- wp:blockyard/contact-form --><!-- wp:blockyard/field-name /--><!-- wp:heading --><h2>Co'
			)
		).toBe('<!-- wp:blockyard/contact-form --><!-- wp:blockyard/field-name /-->');
		expect(
			completeDraft('<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->\n<!-- wp:blockyard/fie')
		).toBe('<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->');
		expect(completeDraft('<!-- wp:blockyard/contact-form -->')).toBe(
			'<!-- wp:blockyard/contact-form -->'
		);
		expect(completeDraft('No blocks at all')).toBe('');
	});

	it('reads a delimiter whose attributes hold braces and "-->" as the parser does', () => {
		const markup = '<!-- wp:blockyard/field-text {"label":"a } b --> c"} /-->';

		expect(completeDraft(`${markup}<!-- wp:para`)).toBe(markup);
	});
});
