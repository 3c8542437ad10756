import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { SavedEmail } from './saved-email';
import type { EmailAttributes } from './types';

/** A pure function of the attributes; an empty email saves nothing. */
export default function EmailSave({ attributes }: BlockSaveProps<EmailAttributes>) {
	const text = typeof attributes.email === 'string' ? attributes.email.trim() : '';
	if (text === '') {
		return null;
	}
	return (
		<div {...useBlockProps.save()}>
			<SavedEmail text={text} />
		</div>
	);
}
