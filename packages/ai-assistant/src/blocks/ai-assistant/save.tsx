import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';

import { markdownToHtml } from '../../markdown/markdown-to-html';
import type { AiAssistantAttributes } from '../../types';

/**
 * What visitors see when a post is saved before the suggestion was accepted:
 * the generated markdown as HTML (raw HTML in it escaped, unsafe links
 * dropped), so nothing is lost. Deterministic: it depends on `content` only.
 */
export default function save({ attributes }: { attributes: AiAssistantAttributes }) {
	return (
		<div {...useBlockProps.save()}>
			<RawHTML>{markdownToHtml(attributes.content ?? '')}</RawHTML>
		</div>
	);
}
