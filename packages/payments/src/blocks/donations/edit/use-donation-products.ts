import { useHost, useRegisteredStore } from '@blockyard/ui';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';

import { membershipsStore, useMemberships } from '../../../memberships';
import { donationPlansIn, type DonationPlans } from '../products';

/** Where the site's donation products stand for the block's currency. */
export type DonationProductsState =
	| { readonly kind: 'loading' }
	/** The status could not be read, or the products could not be made. */
	| { readonly kind: 'failed' }
	/** The site has no payment account: `plans` are all `-1`. */
	| { readonly kind: 'not-connected'; readonly plans: DonationPlans; readonly connectUrl: string }
	| { readonly kind: 'ready'; readonly plans: DonationPlans; readonly siteSlug: string | undefined };

const NOT_CONNECTED: DonationPlans = { 'one-time': -1, '1 month': -1, '1 year': -1 };

/**
 * The site's donation products in `currency`, from the editor's membership store: the one load
 * of the payment status every paid block shares, and the products the store makes, under its
 * lock, when the site has a payment account but none in that currency (so two donations blocks
 * make one set). Follows the currency.
 */
export function useDonationProducts(currency: string): DonationProductsState {
	const host = useHost();
	const { connection, products, connectUrl, siteSlug } = useMemberships();
	const store = useRegisteredStore(membershipsStore);
	const making = useSelect((select) => select(store).getDonationProductsState(currency), [store, currency]);
	const { createDonationProducts } = useDispatch(store);
	const plans = useMemo(() => donationPlansIn(products, currency), [products, currency]);
	const loaded = connection === 'connected' || connection === 'not-connected';
	const shouldMake = loaded && plans === undefined && connectUrl === undefined && making === undefined;

	useEffect(() => {
		if (shouldMake) {
			void createDonationProducts(host, currency);
		}
	}, [shouldMake, createDonationProducts, host, currency]);

	return useMemo((): DonationProductsState => {
		if (connection === 'failed') {
			return { kind: 'failed' };
		}
		if (!loaded) {
			return { kind: 'loading' };
		}
		if (plans !== undefined) {
			return { kind: 'ready', plans, siteSlug };
		}
		if (connectUrl !== undefined) {
			return { kind: 'not-connected', plans: NOT_CONNECTED, connectUrl };
		}
		return making === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
	}, [connection, loaded, plans, siteSlug, connectUrl, making]);
}
