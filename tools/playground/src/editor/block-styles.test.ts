import { describe, expect, it } from 'vitest';

import { orderedBlockStyles } from './block-styles';

describe('orderedBlockStyles', () => {
	it('orders by package and block, style before editor, and keeps each stylesheet once', () => {
		const ui = { '/packages/ui/src/blocks/button/style.css': 'button' };
		const forms = {
			'/packages/forms/src/blocks/fields/editor.css': 'fields editor',
			'/packages/forms/src/blocks/contact-form/style.css': 'form',
			'/packages/forms/src/blocks/fields/style.css': 'fields',
			...ui,
		};
		expect(orderedBlockStyles([forms, ui])).toEqual(['form', 'fields', 'fields editor', 'button']);
		expect(orderedBlockStyles([])).toEqual([]);
	});
});
