import { hostedMemberships } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

import { resolveDonationProducts, type DonationPlans } from '../products';

/** Where the site's donation products stand for the block's currency. */
export type DonationProductsState =
	| { readonly kind: 'loading' }
	/** The status could not be read, or the products could not be made. */
	| { readonly kind: 'failed' }
	/** The site has no payment account: `plans` are all `-1`. */
	| { readonly kind: 'not-connected'; readonly plans: DonationPlans; readonly connectUrl: string }
	| { readonly kind: 'ready'; readonly plans: DonationPlans; readonly siteSlug: string | undefined };

/**
 * The site's donation products in `currency`: reads the payment status (donation products only)
 * and reuses, or creates, the one-time, monthly and yearly products (see `resolveDonationProducts`).
 * Loads again when the currency changes.
 */
export function useDonationProducts(currency: string): DonationProductsState {
	const { api, site } = useHost();
	const [state, setState] = useState<DonationProductsState>({ kind: 'loading' });
	const source = site.type === 'simple' ? 'gutenberg-wpcom' : 'gutenberg';

	useEffect(() => {
		const controller = new AbortController();
		setState({ kind: 'loading' });
		const load = async (): Promise<DonationProductsState> => {
			const status = await hostedMemberships.status(
				api,
				{ source, type: 'donation', isEditable: false },
				controller.signal
			);
			if (status.errors !== undefined && status.errors !== null) {
				return { kind: 'failed' };
			}
			const products = await resolveDonationProducts(status, currency, (wanted) =>
				hostedMemberships.createDonationProducts(api, wanted)
			);
			return products.kind === 'ready'
				? { kind: 'ready', plans: products.plans, siteSlug: status.site_slug }
				: products;
		};
		load().then(
			(next) => {
				if (!controller.signal.aborted) {
					setState(next);
				}
			},
			() => {
				if (!controller.signal.aborted) {
					setState({ kind: 'failed' });
				}
			}
		);
		return () => controller.abort();
	}, [api, currency, source]);

	return state;
}
