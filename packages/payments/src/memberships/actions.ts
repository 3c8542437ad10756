import type { MembershipsAction } from './reducer';
import type { MembershipsHost, MembershipsProduct, NewMembershipsProduct, ProductKind } from './types';

/** What a thunk of this store gets from `@wordpress/data`. */
interface ThunkArgs {
	readonly select: { isLoading(): boolean };
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
			dispatch({ type: 'SET_API_STATE', apiState: 2 });
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
