import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { EmailView } from '../email-view';
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
	const blockProps = useBlockProps();
	const text = attributes.email.trim();

	if (!isSelected && text !== '') {
		return (
			<div {...blockProps}>
				<EmailView text={text} />
			</div>
		);
	}

	return (
		<div {...blockProps}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Email', 'blockyard')}
				hideLabelFromVision
				placeholder={__('Email', 'blockyard')}
				inputMode="email"
				autoComplete="off"
				value={attributes.email}
				onChange={(email) => setAttributes({ email })}
			/>
		</div>
	);
}
