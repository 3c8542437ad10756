import { hasFilter } from '@wordpress/hooks';
import type { ReactNode } from 'react';

import { PAID_BLOCKS_FILTER_NAMESPACE } from './register';
import { StripeConnectBanner } from './stripe-connect-banner';

export interface StripeConnectPlaceProps {
	/** Stripe's connect page. */
	readonly connectUrl: string;
	/** What the block shows in its place while the banner shows above it. */
	readonly children: ReactNode;
}

/**
 * Where a paid block that takes Stripe payments asks to connect Stripe, decided here only: with
 * the paid blocks' banners registered (`registerPaymentsBlocks()`), the banner shows above the
 * block while it is selected and the block shows `children`; a block registered alone shows the
 * banner itself.
 */
export function StripeConnectPlace({ connectUrl, children }: StripeConnectPlaceProps) {
	return hasFilter('editor.BlockEdit', PAID_BLOCKS_FILTER_NAMESPACE) ? (
		<>{children}</>
	) : (
		<StripeConnectBanner connectUrl={connectUrl} />
	);
}
