import type { MembershipsAction } from './reducer';
import type {
	MembershipsHost,
	MembershipsProduct,
	MembershipsState,
	NewMembershipsProduct,
	ProductKind,
} from './types';

/** What a thunk of this store gets from `@wordpress/data`. */
interface ThunkArgs {
	readonly select: {
		isLoading(): boolean;
		getMembershipsState(): MembershipsState;
	};
	readonly dispatch: (action: MembershipsAction) => void;
}

/**
 * Loads the site's plans, its payment account and its subscriber counts, once for every block
 * that asks at the same time (a load started while one runs does nothing). The status asks for
 * every editable product, as the editor of a simple site or of another site. A failed call shows
 * the server's message as an error notice and sets the API state to 2, as does a site without a
 * connected account.
 */
export const loadMemberships =
	(host: MembershipsHost) =>
	async ({ select, dispatch }: ThunkArgs): Promise<void> => {
		if (select.isLoading()) {
			return;
		}
		dispatch({ type: 'LOADING', isLoading: true });
		try {
			const { fetchMemberships } = await import('./calls');
			await fetchMemberships(host, dispatch);
		} catch (error) {
			// Only the calls' code failing to load gets here: the calls report their own errors.
			host.notify({ status: 'error', message: error instanceof Error ? error.message : String(error) });
			dispatch({ type: 'STATUS_FAILED' });
		} finally {
			dispatch({ type: 'LOADING', isLoading: false });
		}
	};

/**
 * Creates a payment plan or a subscription and adds it to the store's products. A product that
 * fails the checks of `productError` (a name, a valid price, at least the currency's minimum) is
 * not sent; that message, or the kind's failure message when the call fails ('There was an error
 * when adding the payment plan.'), shows as an error notice. Resolves to the created product, or
 * undefined when there is none.
 *
 * @example
 * const plan = await dispatch(membershipsStore).createProduct(host, 'payment-plan', {
 * 	title: 'Supporter', price: '5', currency: 'USD', interval: '1 month',
 * });
 */
export const createProduct =
	(host: MembershipsHost, kind: ProductKind, product: NewMembershipsProduct) =>
	async ({ dispatch }: ThunkArgs): Promise<MembershipsProduct | undefined> => {
		const { createMembershipsProduct } = await import('./calls');
		return createMembershipsProduct(host, kind, product, dispatch);
	};

/**
 * Makes the site's donation products in `currency` when the loaded status has none of them and
 * the site has a payment account, under the store's lock: while they are being made (or after
 * they could not be), another call for the same currency does nothing, so two donations blocks of
 * one editor make one set. The products join the store's; blocks read them from there.
 */
export const createDonationProducts =
	(host: MembershipsHost, currency: string) =>
	async ({ select, dispatch }: ThunkArgs): Promise<void> => {
		const state = select.getMembershipsState();
		const loaded = state.connection === 'connected' || state.connection === 'not-connected';
		if (!loaded || state.connectUrl !== undefined || state.donationProducts[currency] !== undefined) {
			return;
		}
		// Taken before anything is awaited: a second call in the same moment finds the lock.
		dispatch({ type: 'DONATION_PRODUCTS', currency, state: 'creating' });
		const { createDonationProductsOf } = await import('./calls');
		await createDonationProductsOf(host, currency, state.products, dispatch);
	};
