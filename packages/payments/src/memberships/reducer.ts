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
	| { readonly type: 'ADD_PRODUCT'; readonly product: MembershipsProduct };

export const INITIAL_STATE: MembershipsState = {
	products: [],
	apiState: 0,
	connectUrl: undefined,
	siteSlug: undefined,
	connectedAccountDefaultCurrency: undefined,
	subscriberCounts: { socialFollowers: 0, emailSubscribers: 0, paidSubscribers: 0 },
	isLoading: false,
};

export function reducer(
	state: MembershipsState = INITIAL_STATE,
	action: MembershipsAction
): MembershipsState {
	switch (action.type) {
		case 'LOADING':
			return { ...state, isLoading: action.isLoading };
		case 'RECEIVE_STATUS':
			return {
				...state,
				products: action.products,
				apiState: action.apiState,
				connectUrl: action.connectUrl,
				siteSlug: action.siteSlug,
				connectedAccountDefaultCurrency: action.connectedAccountDefaultCurrency,
			};
		case 'RECEIVE_SUBSCRIBER_COUNTS':
			return { ...state, subscriberCounts: action.counts };
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'ADD_PRODUCT':
			return {
				...state,
				products: [...state.products.filter(({ id }) => id !== action.product.id), action.product],
			};
		default:
			return state;
	}
}
