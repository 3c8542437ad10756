import { Button, ExternalLink } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { Banner } from './banner';

export interface ConnectBannerProps {
	readonly connectUrl: string;
	readonly navigate: (url: string) => void;
	/** The payment provider's name. */
	readonly provider?: string;
	readonly learnMoreUrl?: string;
}

/** Asks to connect the payment provider a paid block needs. */
export function ConnectBanner({
	connectUrl,
	navigate,
	provider = 'Stripe',
	learnMoreUrl,
}: ConnectBannerProps) {
	const [isConnecting, setConnecting] = useState(false);

	return (
		<Banner
			// translators: %s: a payment provider's name.
			title={sprintf(__('Connect to %s to use this block on your site', 'blockyard'), provider)}
			description={sprintf(
				// translators: %s: a payment provider's name.
				__('This block will be hidden from your visitors until you connect to %s.', 'blockyard'),
				provider
			)}
			action={
				<Button
					variant="primary"
					isBusy={isConnecting}
					aria-disabled={isConnecting}
					onClick={() => {
						if (isConnecting) {
							return;
						}
						setConnecting(true);
						navigate(connectUrl);
					}}
				>
					{__('Connect', 'blockyard')}
				</Button>
			}
		>
			{learnMoreUrl ? (
				<ExternalLink href={learnMoreUrl}>
					{__('Learn more about the block and fees', 'blockyard')}
				</ExternalLink>
			) : null}
		</Banner>
	);
}
