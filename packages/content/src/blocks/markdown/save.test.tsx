import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from './index';

beforeAll(registerMarkdownBlock);

describe('the markdown save', () => {
	it('prints the stored HTML inside the block’s wrapper, as it is', () => {
		const html = '<h2>Hours</h2>\n<p>Open <strong>daily</strong>.</p>\n';
		expect(getSaveContent(MARKDOWN_BLOCK_NAME, { source: '## Hours\n\nOpen **daily**.', html })).toBe(
			`<div class="wp-block-blockyard-markdown">${html}</div>`
		);
	});

	it('saves an empty wrapper for an empty block', () => {
		expect(getSaveContent(MARKDOWN_BLOCK_NAME, { source: '', html: '' })).toBe(
			'<div class="wp-block-blockyard-markdown"></div>'
		);
	});
});
