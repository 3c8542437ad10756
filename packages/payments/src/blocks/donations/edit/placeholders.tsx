import { BlockPlaceholder } from '@blockyard/ui';
import { __, sprintf } from '@wordpress/i18n';
import { lock } from '@wordpress/icons';

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
