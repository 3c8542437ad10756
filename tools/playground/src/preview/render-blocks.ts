import type { Api } from '@blockyard/api-client';
import { parse } from '@wordpress/block-serialization-default-parser';

type ParsedBlock = ReturnType<typeof parse>[number];

/** What a dynamic block's renderer knows of the page it renders on. */
export interface DynamicBlockContext {
	readonly api: Api;
	/** The post being shown. */
	readonly postId: number;
	/** The site's WordPress locale, e.g. `en_US`. */
	readonly locale: string;
}

/**
 * Renders one dynamic block for visitors, from the attributes in its block
 * comment (untrusted: the renderer validates them), as WordPress's
 * `render_callback` does on a real site, or adds to its saved markup (`saved`:
 * its inner blocks in their places), as a `render_block` filter does there.
 * Answers the HTML to print, `''` for nothing.
 */
export type DynamicBlockRenderer = (
	attributes: Readonly<Record<string, unknown>>,
	context: DynamicBlockContext,
	saved: string
) => Promise<string>;

/**
 * A post's saved content as WordPress prints it for visitors: each block's
 * saved markup without its block comments, its inner blocks in their places,
 * and each block named in `renderers` (at any depth) replaced by what its
 * renderer answers.
 */
export async function renderBlocks(
	content: string,
	renderers: Readonly<Record<string, DynamicBlockRenderer>>,
	context: DynamicBlockContext
): Promise<string> {
	const renderBlock = async (block: ParsedBlock): Promise<string> => {
		const renderer = block.blockName ? renderers[block.blockName] : undefined;
		let html = '';
		let inner = 0;
		for (const chunk of block.innerContent) {
			if (chunk !== null) {
				html += chunk;
				continue;
			}
			const child = block.innerBlocks[inner];
			inner += 1;
			html += child ? await renderBlock(child) : '';
		}
		return renderer ? renderer(block.attrs ?? {}, context, html) : html;
	};
	const rendered = await Promise.all(parse(content).map(renderBlock));
	return rendered.join('');
}
