import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { LOCAL_BUSINESS_PROPS } from './item';

/** The children's saved markup inside one `LocalBusiness` item; no attributes. */
export default function ContactInfoSave() {
	return <div {...useInnerBlocksProps.save(useBlockProps.save(LOCAL_BUSINESS_PROPS))} />;
}
