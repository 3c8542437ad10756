import { InspectorControls } from '@wordpress/block-editor';
import { ExternalLink, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The sidebar's Settings: the words of the purchase link, and the way to the seller's earnings. */
export function PaymentButtonInspector({
	postLinkText,
	earningsUrl,
	onChangePostLinkText,
}: {
	readonly postLinkText: string;
	/** The provider's page of the site's purchases (`{hosted root}pay-products/earnings`). */
	readonly earningsUrl: string;
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
				<p>
					<ExternalLink href={earningsUrl}>{__('View your earnings', 'blockyard')}</ExternalLink>
				</p>
			</PanelBody>
		</InspectorControls>
	);
}
