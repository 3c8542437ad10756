import type { Block } from '@wordpress/blocks';

import { blockToMarkdown } from '../markdown/block-to-markdown';

/**
 * The post's text as a suggestion sends it: each top-level block as markdown (headings, lists
 * and emphasis kept), blocks without text left out, separated by blank lines.
 *
 * @example
 * postText([createBlock('core/heading', { content: 'Bees' }), createBlock('core/paragraph', { content: 'They make honey.' })]);
 * // '## Bees\n\nThey make honey.'
 */
export function postText(blocks: readonly Block[]): string {
	return blocks
		.map(blockToMarkdown)
		.filter((text) => text !== '')
		.join('\n\n');
}
