import { createApi } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { renderBlocks, type DynamicBlockRenderer } from './render-blocks';

const context = { api: createApi({ root: 'https://site.example/wp-json/' }), postId: 3, locale: 'en_US' };

describe('renderBlocks', () => {
	it('prints static blocks’ saved markup without their comments, inner blocks in place', async () => {
		const content = [
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->',
			'<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
			'<p>Freeform</p>',
		].join('');
		expect(await renderBlocks(content, {}, context)).toBe(
			'<div class="wp-block-group"><p>One</p><p>Two</p></div><p>Freeform</p>'
		);
	});

	it('replaces each dynamic block, at any depth, by what its renderer answers for its attributes', async () => {
		const seen: unknown[] = [];
		const renderer: DynamicBlockRenderer = async (attributes, { postId }) => {
			seen.push([attributes, postId]);
			return `<aside>${String(attributes.label ?? 'none')}</aside>`;
		};
		const content =
			'<!-- wp:test/dynamic {"label":"top"} /-->' +
			'<!-- wp:group --><div class="wp-block-group"><!-- wp:test/dynamic /--></div><!-- /wp:group -->';

		expect(await renderBlocks(content, { 'test/dynamic': renderer }, context)).toBe(
			'<aside>top</aside><div class="wp-block-group"><aside>none</aside></div>'
		);
		expect(seen).toEqual([
			[{ label: 'top' }, 3],
			[{}, 3],
		]);
	});

	it('gives a renderer the block’s saved markup, its inner blocks in place, as a render filter gets it', async () => {
		const renderer: DynamicBlockRenderer = (attributes, _context, saved) =>
			Promise.resolve(saved.replace('</div>', `<p>${String(attributes.id)}</p></div>`));
		const content =
			'<!-- wp:test/filtered {"id":7} --><div class="card"><!-- wp:paragraph --><p>Mug</p><!-- /wp:paragraph --></div><!-- /wp:test/filtered -->';
		expect(await renderBlocks(content, { 'test/filtered': renderer }, context)).toBe(
			'<div class="card"><p>Mug</p><p>7</p></div>'
		);
	});
});
