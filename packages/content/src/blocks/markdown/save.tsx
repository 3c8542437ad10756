import { safeRichText } from '@blockyard/api-client';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';

import { IFRAME_HOSTS } from './iframe-hosts';
import type { MarkdownAttributes } from './types';

/**
 * Prints the rendered, sanitised HTML the edit stored, through the saved-output policy's
 * rich-text rule (unchanged when it keeps to it, as what the edit stores does): no markdown
 * parser is needed to save or to read a post, so none weighs on the editor's first load.
 */
export default function MarkdownSave({ attributes }: BlockSaveProps<MarkdownAttributes>) {
	return (
		<div {...useBlockProps.save()}>
			<RawHTML>{safeRichText(attributes.html, { frameHosts: [...IFRAME_HOSTS] })}</RawHTML>
		</div>
	);
}
