import { describe, expect, it } from 'vitest';

import { BASELINE_MARKUP, baselinePost, blockPost } from './posts';

describe('the bench’s posts', () => {
	it('without a block hold the paragraph alone', () => {
		expect(baselinePost()).toEqual({
			title: 'A paragraph alone',
			content: BASELINE_MARKUP,
			status: 'draft',
		});
	});

	it('with a block hold the same paragraph, then the block’s saved markup as it is', () => {
		const markup =
			'<!-- wp:blockyard/tock {"url":"x"} -->\n<div class="wp-block-blockyard-tock"></div>\n<!-- /wp:blockyard/tock -->\n';
		const post = blockPost('blockyard/tock', markup);
		expect(post.title).toBe('A paragraph and blockyard/tock');
		expect(post.content).toBe(`${BASELINE_MARKUP}\n\n${markup.trim()}`);
		expect(post.content.startsWith(baselinePost().content)).toBe(true);
	});
});
