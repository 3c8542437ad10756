import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { TextFieldEdit } from '../../../block-helpers/text-field-edit';
import { SavedPhone } from '../saved-phone';
import type { PhoneAttributes } from '../types';

/**
 * Selected, or empty: an input for the number (a label before it is kept as
 * text). Otherwise: the text as visitors see it, the number a `tel:` link.
 */
export default function PhoneEdit({
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps<PhoneAttributes>) {
	return (
		<TextFieldEdit
			value={attributes.phone}
			onChange={(phone) => setAttributes({ phone })}
			isSelected={isSelected}
			label={__('Phone number', 'blockyard')}
			type="tel"
			view={(text) => <SavedPhone text={text} />}
		/>
	);
}
