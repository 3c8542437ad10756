import { InspectorControls } from '@wordpress/block-editor';
import { ExternalLink, PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface DonationsInspectorProps {
	readonly showMonthly: boolean;
	readonly showAnnual: boolean;
	readonly showCustomAmount: boolean;
	readonly onChangeShowMonthly: (show: boolean) => void;
	readonly onChangeShowAnnual: (show: boolean) => void;
	readonly onChangeShowCustomAmount: (show: boolean) => void;
	/** Where the site's donation earnings are shown, when known. */
	readonly earningsUrl: string | undefined;
}

/** The sidebar: which intervals are offered, the custom amount, and the way to the earnings. */
export function DonationsInspector(props: DonationsInspectorProps) {
	return (
		<InspectorControls>
			<PanelBody title={__('Settings', 'blockyard')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Show monthly donations', 'blockyard')}
					checked={props.showMonthly}
					onChange={props.onChangeShowMonthly}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Show annual donations', 'blockyard')}
					checked={props.showAnnual}
					onChange={props.onChangeShowAnnual}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Show custom amount option', 'blockyard')}
					checked={props.showCustomAmount}
					onChange={props.onChangeShowCustomAmount}
				/>
				{props.earningsUrl && (
					<p>
						<ExternalLink href={props.earningsUrl}>
							{__('View donation earnings', 'blockyard')}
						</ExternalLink>
					</p>
				)}
			</PanelBody>
		</InspectorControls>
	);
}
