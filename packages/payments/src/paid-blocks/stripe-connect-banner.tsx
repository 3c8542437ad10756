import { ConnectBanner } from '@blockyard/ui';

import { connectUrlReturningTo } from './connect-return';
import { leaveEditorFor } from './navigate';

/** What the payment blocks cost a site, and how Stripe is connected. */
export const PAYMENTS_FEES_URL = 'https://wordpress.com/support/wordpress-editor/blocks/payments/';

export interface StripeConnectBannerProps {
	/** The provider's page that connects the site's Stripe account (the memberships status's `connect_url`). */
	readonly connectUrl: string;
	/** Called once when the author chooses Connect, before the editor is left: for tracking. */
	readonly onClick?: () => void;
	/** Leaves the editor for the connect page; the page's own navigation unless given. */
	readonly navigate?: (url: string) => void;
}

/**
 * 'Connect to Stripe to use this block on your site': a block that takes payments through the
 * site's Stripe account is hidden from visitors until the site has one; Connect goes to
 * `connectUrl`, asking it to come back to this page (where the editor says how it went), and a
 * link tells about the block and its fees.
 *
 * @example
 * <StripeConnectBanner connectUrl={status.connectUrl} onClick={() => recordEvent(CONNECT_CLICK)} />
 */
export function StripeConnectBanner({
	connectUrl,
	onClick,
	navigate = leaveEditorFor,
}: StripeConnectBannerProps) {
	return (
		<ConnectBanner
			provider="Stripe"
			connectUrl={connectUrlReturningTo(connectUrl, window.location.href)}
			learnMoreUrl={PAYMENTS_FEES_URL}
			navigate={(url) => {
				// The kit's banner navigates once, however often Connect is pressed.
				onClick?.();
				navigate(url);
			}}
		/>
	);
}
