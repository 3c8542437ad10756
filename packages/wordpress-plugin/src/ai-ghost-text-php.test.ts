// The AI ghost text's PHP (plugin/includes/ai-ghost-text.php) outside WordPress, through `php`
// and test/php/ai-ghost-text.php: the page state's `ai-ghost-text` flag from the site's option,
// the option in the Writing settings, and its field there.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Request {
	readonly option?: unknown;
	readonly translations?: Record<string, string>;
	readonly features?: Record<string, boolean>;
}

interface Answer {
	readonly features: Record<string, boolean>;
	readonly settings: [string, string, Record<string, unknown>][];
	readonly fields: [string, string, string, string, string, unknown[]][];
	readonly field: string;
}

const run = (request: Request = {}) => runPhp<Answer>('ai-ghost-text.php', request);

const LABEL = 'Offer a continuation of a paragraph as grey text after a pause in typing (Tab accepts it)';

describe('the AI ghost text in PHP', () => {
	it('leaves the page state’s `ai-ghost-text` flag off until the site turns the option on', () => {
		expect(run().features).toEqual({ 'ai-assistant': true, 'ai-ghost-text': false });
		expect(run({ option: '' }).features).toMatchObject({ 'ai-ghost-text': false });
		expect(run({ option: false }).features).toMatchObject({ 'ai-ghost-text': false });
		// What WordPress keeps of a saved `true`, and the value itself.
		expect(run({ option: '1' }).features).toEqual({ 'ai-assistant': true, 'ai-ghost-text': true });
		expect(run({ option: true }).features).toMatchObject({ 'ai-ghost-text': true });
	});

	it('keeps the other flags as they are', () => {
		expect(run({ option: '1', features: { 'ai-assistant': false, ads: true } }).features).toEqual({
			'ai-assistant': false,
			ads: true,
			'ai-ghost-text': true,
		});
	});

	it('registers the option in the Writing settings: a boolean, off by default, sanitised as one', () => {
		const { settings } = run();
		expect(settings).toHaveLength(1);
		const [group, name, args] = settings[0]!;
		expect(group).toBe('writing');
		expect(name).toBe('blockyard_ai_ghost_text');
		expect(args).toMatchObject({
			type: 'boolean',
			default: false,
			sanitize_callback: 'rest_sanitize_boolean',
			show_in_rest: false,
		});
	});

	it('adds its field to the Writing page’s default section, titled “AI ghost text”', () => {
		expect(run().fields).toEqual([
			[
				'blockyard_ai_ghost_text',
				'AI ghost text',
				'blockyard_render_ai_ghost_text_field',
				'writing',
				'default',
				[],
			],
		]);
	});

	it('renders a labelled checkbox, unchecked while the option is off', () => {
		const { field } = run();
		expect(field).toContain(
			`<label for="blockyard_ai_ghost_text"><input type="checkbox" id="blockyard_ai_ghost_text" name="blockyard_ai_ghost_text" value="1" aria-describedby="blockyard_ai_ghost_text-description" /> ${LABEL}</label>`
		);
		expect(field).not.toContain('checked');
		expect(field).toContain(
			'<p class="description" id="blockyard_ai_ghost_text-description">Only the paragraph’s text is sent to the site’s AI service.</p>'
		);
		expect(field).toMatch(
			/^<fieldset><legend class="screen-reader-text">AI ghost text<\/legend>.*<\/fieldset>$/s
		);
	});

	it('checks the checkbox once the option is on', () => {
		expect(run({ option: '1' }).field).toContain(
			`value="1" aria-describedby="blockyard_ai_ghost_text-description" checked='checked' /> ${LABEL}</label>`
		);
		expect(run({ option: '' }).field).not.toContain('checked');
	});

	it('escapes its text, translated or not', () => {
		const { field } = run({
			translations: {
				'AI ghost text': '<b>KI</b>',
				[LABEL]: 'Fortsetzung "anbieten" <script>alert(1)</script>',
				'Only the paragraph’s text is sent to the site’s AI service.': '<img src=x onerror=alert(1)>',
			},
		});
		expect(field).not.toMatch(/<(?:b|script|img)\b/);
		expect(field).toContain('<legend class="screen-reader-text">&lt;b&gt;KI&lt;/b&gt;</legend>');
		expect(field).toContain(
			' /> Fortsetzung &quot;anbieten&quot; &lt;script&gt;alert(1)&lt;/script&gt;</label>'
		);
		expect(field).toContain('>&lt;img src=x onerror=alert(1)&gt;</p>');
	});
});
