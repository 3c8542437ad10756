import { useInnerBlocksProps, type useBlockProps } from '@wordpress/block-editor';

import { BUTTON_CHILD_BLOCK } from './button-child-block';

export interface ButtonChildProps {
	/** The block's props (`useBlockProps()`), which the wrapper takes. */
	readonly blockProps: ReturnType<typeof useBlockProps>;
}

/** The block's button child in the editor, edited in place; nothing else can be added. */
export function ButtonChild({ blockProps }: ButtonChildProps) {
	const innerBlocksProps = useInnerBlocksProps(blockProps, {
		allowedBlocks: [BUTTON_CHILD_BLOCK],
		templateLock: 'all',
	});
	return <div {...innerBlocksProps} />;
}
