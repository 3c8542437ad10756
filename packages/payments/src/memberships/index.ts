export { membershipsStore } from './store';
export { useMemberships } from './use-memberships';
export { productError } from './validate-product';
export { invalidProductMessage, productTitle } from './product-messages';
export { MEMBERSHIPS_API_STATE } from './types';
export type {
	MembershipsApiState,
	MembershipsHost,
	MembershipsProduct,
	MembershipsState,
	NewMembershipsProduct,
	ProductKind,
	SubscriberCounts,
} from './types';
export type { NewProductDefaults } from './selectors';
