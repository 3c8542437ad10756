import { createBlock, serialize, type Block } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { ensureOneSubmitButton } from './ensure-one-submit-button';
import { registerFormBlocks } from './test/form-blocks';

beforeAll(registerFormBlocks);

const field = (name: string, label: string): Block => createBlock(`blockyard/field-${name}`, { label });
const button = (attributes: Record<string, unknown> = {}): Block =>
	createBlock('blockyard/button', attributes);

describe('ensureOneSubmitButton', () => {
	it('adds a missing button at the end: a saved <button> labelled and reading Submit, radius 8, removal locked', () => {
		const name = field('name', 'Name');
		const email = field('email', 'Email');

		const result = ensureOneSubmitButton([name, email]);

		expect(result.slice(0, 2)).toEqual([name, email]);
		expect(result).toHaveLength(3);
		expect(result[2]?.name).toBe('blockyard/button');
		expect(result[2]?.attributes).toEqual(
			expect.objectContaining({
				element: 'button',
				saveInPostContent: true,
				label: 'Submit',
				text: 'Submit',
				borderRadius: 8,
				lock: { remove: true },
			})
		);
		expect(serialize(result[2] as Block)).toContain('<button');
	});

	it('adds one to an empty form', () => {
		expect(ensureOneSubmitButton([]).map((block) => block.name)).toEqual(['blockyard/button']);
	});

	it('keeps the first button where it is, as the submit button, and removes the others', () => {
		const first = button({ element: 'a', text: 'Send', url: 'https://example.com' });
		const second = button({ text: 'Also send' });
		const third = button({ text: 'And again' });
		const name = field('name', 'Name');
		const message = field('textarea', 'Message');

		const result = ensureOneSubmitButton([name, first, second, message, third]);

		expect(result.map((block) => block.clientId)).toEqual([
			name.clientId,
			first.clientId,
			message.clientId,
		]);
		expect(result[1]?.attributes).toEqual(
			expect.objectContaining({
				element: 'button',
				saveInPostContent: true,
				text: 'Send',
				lock: { remove: true },
			})
		);
	});

	it('gives a kept button without text the text Submit, and keeps its other locks', () => {
		const [kept] = ensureOneSubmitButton([button({ text: '  ', lock: { move: true } })]);

		expect(kept?.attributes).toEqual(
			expect.objectContaining({ text: 'Submit', lock: { move: true, remove: true } })
		);
	});

	it('changes none of the blocks it is given', () => {
		const original = button({ element: 'a', text: 'Go' });
		const snapshot = structuredClone(original.attributes);

		ensureOneSubmitButton([original, button()]);

		expect(original.attributes).toEqual(snapshot);
	});
});
