import { createBlock, getSaveContent, serialize } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerUiBlocks } from '../../register';
import { BUTTON_BLOCK_NAME } from './index';

beforeAll(() => registerUiBlocks());

const saved = (attributes: Record<string, unknown>) => getSaveContent(BUTTON_BLOCK_NAME, attributes);

describe('the button save', () => {
	it('saves nothing unless saveInPostContent: the parent renders it', () => {
		expect(saved({ text: 'Buy' })).toBe('');
		expect(serialize([createBlock(BUTTON_BLOCK_NAME, { text: 'Buy' })])).toBe(
			'<!-- wp:blockyard/button {"text":"Buy"} /-->'
		);
	});

	it('renders a link, a button or a submit input', () => {
		expect(
			saved({ saveInPostContent: true, element: 'a', url: 'https://a.test/', text: 'Go' })
		).toContain('<a class="wp-block-blockyard-button__element" href="https://a.test/">Go</a>');
		expect(saved({ saveInPostContent: true, element: 'button', text: 'Go' })).toContain(
			'<button class="wp-block-blockyard-button__element" type="submit">Go</button>'
		);
		expect(saved({ saveInPostContent: true, element: 'input', text: 'Go' })).toContain(
			'<input class="wp-block-blockyard-button__element" type="submit" value="Go"/>'
		);
	});

	it('drops an invalid custom colour (falls back to the default: none)', () => {
		const html = saved({
			saveInPostContent: true,
			text: 'Go',
			customTextColor: 'red',
			customBackgroundColor: '#12345',
		});
		expect(html).not.toContain('style=');
		expect(html).not.toContain('has-text-color');
		expect(html).not.toContain('has-background');
		expect(saved({ saveInPostContent: true, text: 'Go', customTextColor: 'abcdef' })).toContain(
			'style="color:#abcdef"'
		);
	});

	it('writes palette slugs as classes, radius 0 as no rounding, and the width', () => {
		const html = saved({
			saveInPostContent: true,
			text: 'Go',
			textColor: 'white',
			backgroundColor: 'black',
			fontSize: 'large',
			borderRadius: 0,
			width: '100%',
			align: 'right',
		});
		expect(html).toContain('class="wp-block-blockyard-button alignright"');
		expect(html).toContain(
			'class="wp-block-blockyard-button__element has-text-color has-white-color has-background has-black-background-color has-large-font-size no-border-radius has-custom-width"'
		);
		expect(html).toContain('style="border-radius:0px;width:100%"');
	});

	it('saves an empty text as an empty element, still valid', () => {
		expect(saved({ saveInPostContent: true, text: '' })).toContain(
			'<button class="wp-block-blockyard-button__element" type="submit"></button>'
		);
	});
});
