import { InspectorControls } from '@wordpress/block-editor';
import { ExternalLink, PanelBody, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { SubscriberCounts } from '../../../memberships';

export interface DonationsInspectorProps {
	readonly showMonthly: boolean;
	readonly showAnnual: boolean;
	readonly showCustomAmount: boolean;
	readonly onChangeShowMonthly: (show: boolean) => void;
	readonly onChangeShowAnnual: (show: boolean) => void;
	readonly onChangeShowCustomAmount: (show: boolean) => void;
	/** Where the site's donation earnings are shown, when known. */
	readonly earningsUrl: string | undefined;
	/** The site's audience, the people a donation form asks, when known. */
	readonly subscriberCounts?: SubscriberCounts;
	/** The plan each shown interval uses, one line each: 'One-Time: {plan title}' ('Payment plan not found' when the site lacks it). */
	readonly planLines?: readonly string[];
}

/** The sidebar: which intervals are offered, the custom amount, the way to the earnings and the site's audience. */
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
				{props.planLines && props.planLines.length > 0 && (
					<ul aria-label={__('Payment plans', 'blockyard')}>
						{props.planLines.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				)}
				{props.subscriberCounts && (
					<p>
						{sprintf(
							/* translators: 1: email subscribers, 2: those of them who pay, 3: social followers. */
							__(
								'Your audience: %1$s email subscribers (%2$s paid), %3$s social followers.',
								'blockyard'
							),
							String(props.subscriberCounts.emailSubscribers),
							String(props.subscriberCounts.paidSubscribers),
							String(props.subscriberCounts.socialFollowers)
						)}
					</p>
				)}
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
