import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';

import type { MarkdownAttributes } from './types';

/**
 * Prints the rendered, sanitised HTML the edit stored: no markdown parser or sanitiser is
 * needed to save or to read a post, so neither weighs on the editor's first load.
 */
export default function MarkdownSave({ attributes }: BlockSaveProps<MarkdownAttributes>) {
	return (
		<div {...useBlockProps.save()}>
			<RawHTML>{attributes.html}</RawHTML>
		</div>
	);
}
