import type { MembershipsApiState, MembershipsProduct, MembershipsState, SubscriberCounts } from './types';

export type MembershipsAction =
	| { readonly type: 'LOADING'; readonly isLoading: boolean }
	| {
			readonly type: 'RECEIVE_STATUS';
			readonly products: readonly MembershipsProduct[];
			readonly apiState: MembershipsApiState;
			readonly connectUrl: string | undefined;
			readonly siteSlug: string | undefined;
			readonly connectedAccountDefaultCurrency: string | undefined;
	  }
	| { readonly type: 'RECEIVE_SUBSCRIBER_COUNTS'; readonly counts: SubscriberCounts }
	| { readonly type: 'SET_API_STATE'; readonly apiState: MembershipsApiState }
	| { readonly type: 'STATUS_FAILED' }
	| { readonly type: 'ADD_PRODUCT'; readonly product: MembershipsProduct }
	| { readonly type: 'DONATION_PRODUCTS'; readonly currency: string; readonly state: 'creating' | 'failed' }
	| {
			readonly type: 'RECEIVE_DONATION_PRODUCTS';
			readonly currency: string;
			readonly products: readonly MembershipsProduct[];
	  };

export const INITIAL_STATE: MembershipsState = {
	products: [],
	apiState: 0,
	connectUrl: undefined,
	siteSlug: undefined,
	connectedAccountDefaultCurrency: undefined,
	subscriberCounts: { socialFollowers: 0, emailSubscribers: 0, paidSubscribers: 0 },
	isLoading: false,
	connection: 'not-loaded',
	donationProducts: {},
};

const withProducts = (
	products: readonly MembershipsProduct[],
	added: readonly MembershipsProduct[]
): readonly MembershipsProduct[] => [
	...products.filter(({ id }) => !added.some((product) => product.id === id)),
	...added,
];

export function reducer(
	state: MembershipsState = INITIAL_STATE,
	action: MembershipsAction
): MembershipsState {
	switch (action.type) {
		case 'LOADING':
			return {
				...state,
				isLoading: action.isLoading,
				...(action.isLoading ? { connection: 'loading' as const } : {}),
			};
		case 'RECEIVE_STATUS':
			return {
				...state,
				products: action.products,
				apiState: action.apiState,
				connectUrl: action.connectUrl,
				siteSlug: action.siteSlug,
				connectedAccountDefaultCurrency: action.connectedAccountDefaultCurrency,
				connection: action.apiState === 1 ? 'connected' : 'not-connected',
			};
		case 'STATUS_FAILED':
			return { ...state, apiState: 2, connection: 'failed' };
		case 'RECEIVE_SUBSCRIBER_COUNTS':
			return { ...state, subscriberCounts: action.counts };
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'ADD_PRODUCT':
			return { ...state, products: withProducts(state.products, [action.product]) };
		case 'DONATION_PRODUCTS':
			return {
				...state,
				donationProducts: { ...state.donationProducts, [action.currency]: action.state },
			};
		case 'RECEIVE_DONATION_PRODUCTS': {
			// The lock goes: the products are in the store now.
			const donationProducts = { ...state.donationProducts };
			delete donationProducts[action.currency];
			return { ...state, products: withProducts(state.products, action.products), donationProducts };
		}
		default:
			return state;
	}
}
