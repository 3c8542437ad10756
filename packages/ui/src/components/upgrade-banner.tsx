import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { Banner } from './banner';

export interface UpgradeBannerProps {
	/** The plan's name, shown in the text. */
	readonly plan: string;
	readonly checkoutUrl: string;
	/** Leaves the editor for the checkout (`(url) => window.location.assign(url)` in WordPress). */
	readonly navigate: (url: string) => void;
	readonly onUpgradeClick?: () => void;
}

/** 'Premium Block': asks to upgrade to the plan a paid block needs. */
export function UpgradeBanner({ plan, checkoutUrl, navigate, onUpgradeClick }: UpgradeBannerProps) {
	const [isRedirecting, setRedirecting] = useState(false);

	return (
		<Banner
			title={__('Premium Block', 'blockyard')}
			// translators: %s: the name of a plan.
			description={sprintf(__('Upgrade to %s to use this premium block', 'blockyard'), plan)}
			action={
				<Button
					variant="primary"
					isBusy={isRedirecting}
					aria-disabled={isRedirecting}
					onClick={() => {
						if (isRedirecting) {
							return;
						}
						setRedirecting(true);
						onUpgradeClick?.();
						navigate(checkoutUrl);
					}}
				>
					{isRedirecting ? __('Redirecting…', 'blockyard') : __('Upgrade', 'blockyard')}
				</Button>
			}
		/>
	);
}
