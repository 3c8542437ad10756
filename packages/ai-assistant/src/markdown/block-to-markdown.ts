import { getBlockContent, type Block } from '@wordpress/blocks';
import TurndownService from 'turndown';

let service: TurndownService | undefined;

/**
 * One converter for the page, made on first use. Markdown as the AI reads and
 * writes it, and as the AI block turns back into blocks (GFM through marked):
 * ATX headings, `-` bullets, fenced code, `_` emphasis, `**` strong, `~~`
 * strikethrough.
 */
function converter(): TurndownService {
	if (service === undefined) {
		service = new TurndownService({
			headingStyle: 'atx',
			bulletListMarker: '-',
			codeBlockStyle: 'fenced',
			emDelimiter: '_',
			strongDelimiter: '**',
		});
		service.addRule('strikethrough', {
			filter: ['del', 's'],
			replacement: (content) => `~~${content}~~`,
		});
	}
	return service;
}

/** Block or rich-text HTML as markdown, without leading or trailing blank lines. */
export function htmlToMarkdown(html: string): string {
	return converter().turndown(html).trim();
}

/**
 * The block as markdown, so its formatting (bold, italic, links, code, heading
 * level, list nesting) survives the trip through the AI. The block's saved HTML
 * is converted, inner blocks included (a list's items); for a list item, only
 * the item's own text.
 *
 * @example
 * blockToMarkdown(createBlock('core/heading', { level: 3, content: 'Plans' })); // '### Plans'
 */
export function blockToMarkdown(block: Block): string {
	if (block.name === 'core/list-item') {
		const { content } = block.attributes;
		return htmlToMarkdown(content === undefined || content === null ? '' : String(content));
	}
	return htmlToMarkdown(getBlockContent(block));
}
