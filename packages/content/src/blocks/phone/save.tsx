import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { SavedPhone } from './saved-phone';
import type { PhoneAttributes } from './types';

/** A pure function of the attributes; an empty phone saves nothing. */
export default function PhoneSave({ attributes }: BlockSaveProps<PhoneAttributes>) {
	const text = typeof attributes.phone === 'string' ? attributes.phone.trim() : '';
	if (text === '') {
		return null;
	}
	return (
		<div {...useBlockProps.save()}>
			<SavedPhone text={text} />
		</div>
	);
}
