import { safeRichText } from '@blockyard/api-client';
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';

import type { AiAssistantAttributes } from '../../types';

/**
 * What visitors see when a post is saved before the suggestion was accepted:
 * the generated markdown as HTML (raw HTML in it escaped, unsafe links
 * dropped), so nothing is lost. The edit renders it into the `html` attribute
 * (see edit/use-saved-html.ts) and the editor reads it back from the saved
 * markup, so this prints it through the saved-output policy's rich-text rule
 * (unchanged when it keeps to it): registering the block needs no markdown renderer.
 */
export default function save({ attributes }: { attributes: AiAssistantAttributes }) {
	return (
		<div {...useBlockProps.save()}>
			<RawHTML>{safeRichText(attributes.html)}</RawHTML>
		</div>
	);
}
