import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { TextFieldEdit } from '../../../block-helpers/text-field-edit';
import { SavedEmail } from '../saved-email';
import type { EmailAttributes } from '../types';

/**
 * Selected, or empty: an input for the text (an address, or words around it).
 * Otherwise: the text as visitors see it, valid addresses as links.
 */
export default function EmailEdit({
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps<EmailAttributes>) {
	return (
		<TextFieldEdit
			value={attributes.email}
			onChange={(email) => setAttributes({ email })}
			isSelected={isSelected}
			label={__('Email', 'blockyard')}
			inputMode="email"
			view={(text) => <SavedEmail text={text} />}
		/>
	);
}
