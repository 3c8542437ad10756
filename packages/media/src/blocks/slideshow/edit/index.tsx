import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

import save from '../save';
import type { SlideshowAttributes } from '../types';

/** The slideshow in the editor: for now, the list of images as a visitor without script sees it. */
export default function SlideshowEdit({ attributes }: BlockEditProps<SlideshowAttributes>) {
	return <div {...useBlockProps()}>{save({ attributes })}</div>;
}
