import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ADDRESS_CLASS, SavedAddress } from '../saved-address';
import { hasAddress } from '../format';
import type { AddressAttributes, AddressField } from '../types';

/** Each field's label, in the order the form shows them. */
function fieldLabels(): [AddressField, string][] {
	return [
		['address', __('Street Address', 'blockyard')],
		['addressLine2', __('Address Line 2', 'blockyard')],
		['addressLine3', __('Address Line 3', 'blockyard')],
		['city', __('City', 'blockyard')],
		['region', __('State/Province/Region', 'blockyard')],
		['postal', __('Postal/Zip Code', 'blockyard')],
		['country', __('Country', 'blockyard')],
	];
}

/**
 * Selected, or with no field filled: a labelled input per field and the Link
 * address to Google Maps toggle. Otherwise: the formatted address, exactly as
 * visitors see it.
 */
export default function AddressEdit({
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps<AddressAttributes>) {
	const blockProps = useBlockProps();

	if (!isSelected && hasAddress(attributes)) {
		return (
			<div {...blockProps}>
				<SavedAddress attributes={attributes} />
			</div>
		);
	}

	return (
		<div {...blockProps}>
			<div className={`${ADDRESS_CLASS}__fields`}>
				{fieldLabels().map(([field, label]) => (
					<TextControl
						key={field}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						className={`${ADDRESS_CLASS}__field`}
						label={label}
						value={attributes[field]}
						onChange={(value) => setAttributes({ [field]: value })}
					/>
				))}
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Link address to Google Maps', 'blockyard')}
					checked={attributes.linkToGoogleMaps}
					onChange={(linkToGoogleMaps) => setAttributes({ linkToGoogleMaps })}
				/>
			</div>
		</div>
	);
}
