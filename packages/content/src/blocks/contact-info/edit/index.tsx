import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

import { CONTACT_INFO_ALLOWED_BLOCKS, CONTACT_INFO_TEMPLATE } from '../allowed-blocks';
import type { ContactInfoAttributes } from '../types';

/** The children, edited in place: only the allowed blocks, an email, phone and address to start with. */
export default function ContactInfoEdit(_props: BlockEditProps<ContactInfoAttributes>) {
	const innerBlocksProps = useInnerBlocksProps(useBlockProps(), {
		allowedBlocks: [...CONTACT_INFO_ALLOWED_BLOCKS],
		template: CONTACT_INFO_TEMPLATE,
	});
	return <div {...innerBlocksProps} />;
}
