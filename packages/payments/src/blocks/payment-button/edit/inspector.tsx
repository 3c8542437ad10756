import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The sidebar's Settings: the words of the purchase link. */
export function PaymentButtonInspector({
	postLinkText,
	onChangePostLinkText,
}: {
	readonly postLinkText: string;
	readonly onChangePostLinkText: (text: string) => void;
}) {
	return (
		<InspectorControls>
			<PanelBody title={__('Settings', 'blockyard')}>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={__('Purchase link text', 'blockyard')}
					help={__('The words of the link where visitors buy the item.', 'blockyard')}
					value={postLinkText}
					onChange={onChangePostLinkText}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
