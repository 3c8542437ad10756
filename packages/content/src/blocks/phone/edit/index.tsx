import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { PhoneView } from '../phone-view';
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
	const blockProps = useBlockProps();
	const text = attributes.phone.trim();

	if (!isSelected && text !== '') {
		return (
			<div {...blockProps}>
				<PhoneView text={text} />
			</div>
		);
	}

	return (
		<div {...blockProps}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="tel"
				label={__('Phone number', 'blockyard')}
				hideLabelFromVision
				placeholder={__('Phone number', 'blockyard')}
				autoComplete="off"
				value={attributes.phone}
				onChange={(phone) => setAttributes({ phone })}
			/>
		</div>
	);
}
