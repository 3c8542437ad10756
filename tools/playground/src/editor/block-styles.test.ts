import { describe, expect, it } from 'vitest';

import { addPageBlockStyles, orderedBlockStyles } from './block-styles';

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

describe('addPageBlockStyles', () => {
	it('puts the styles in one style element of the page, and nothing when there are none', () => {
		const doc = document.implementation.createHTMLDocument('page');
		addPageBlockStyles([], doc);
		expect(doc.head.querySelector('style')).toBeNull();
		addPageBlockStyles(['.a{color:red}', '.b{color:blue}'], doc);
		const styles = doc.head.querySelectorAll('style#blockyard-block-styles');
		expect(styles).toHaveLength(1);
		expect(styles[0]?.textContent).toBe('.a{color:red}\n.b{color:blue}');
	});
});
