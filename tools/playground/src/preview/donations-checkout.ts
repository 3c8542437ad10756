import type { Api } from '@blockyard/api-client';

const DONATIONS_SELECTOR = '.wp-block-blockyard-donations';

/**
 * Gives each donations block in `root` the address of the provider's donation checkout, as the
 * plugin's render filter does in WordPress (`includes/donations-block.php`): the stand-in
 * checkout under the provider's memberships routes, reached through this page's origin.
 */
export function addDonationsCheckout(root: ParentNode, api: Api): void {
	const checkout = new URL('memberships/checkout', new URL(api.roots.hosted, document.baseURI)).href;
	for (const block of root.querySelectorAll<HTMLElement>(DONATIONS_SELECTOR)) {
		block.dataset.checkout = checkout;
	}
}
