import { BlockPlaceholder } from '@blockyard/ui';
import { __, sprintf } from '@wordpress/i18n';
import { currencyDollar, lock } from '@wordpress/icons';

/** The block when the payment status could not be read: `host` names where it was asked. */
export function LoadFailedPlaceholder({ host }: { readonly host: string }) {
	return (
		<BlockPlaceholder
			label={__('Donations', 'blockyard')}
			icon={lock}
			instructions={sprintf(
				/* translators: %s: the host name of the service the block asked, e.g. example.com. */
				__('Could not load data from %s.', 'blockyard'),
				host
			)}
		/>
	);
}

/**
 * The block while the site has no payment account, in an editor whose paid blocks get the
 * Stripe connect banner above them while selected (`registerPaidBlocks`): the way to connect is
 * that banner, so the block says where it is rather than show a second one.
 */
export function NotConnectedPlaceholder() {
	return (
		<BlockPlaceholder
			label={__('Donations', 'blockyard')}
			icon={currencyDollar}
			instructions={__(
				'Donations need the site’s Stripe account: select the block to connect one. Visitors do not see the block until then.',
				'blockyard'
			)}
		/>
	);
}
