import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { POSTAL_ADDRESS_PROPS, SavedAddress } from './saved-address';
import { hasAddress } from './format';
import type { AddressAttributes } from './types';

/** A pure function of the attributes; an address with no field filled saves nothing. */
export default function AddressSave({ attributes }: BlockSaveProps<AddressAttributes>) {
	if (!hasAddress(attributes)) {
		return null;
	}
	return (
		<div {...useBlockProps.save(POSTAL_ADDRESS_PROPS)}>
			<SavedAddress attributes={attributes} />
		</div>
	);
}
