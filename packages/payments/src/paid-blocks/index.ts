export { UpgradeBanner, type UpgradeBannerProps } from './upgrade-banner';
export {
	PAYMENTS_FEES_URL,
	StripeConnectBanner,
	type StripeConnectBannerProps,
} from './stripe-connect-banner';
export { PAID_BLOCKS, paidBlock, type PaidBlock } from './paid-blocks';
export { FRONTEND_BANNER_ATTRIBUTE } from './frontend-banner-attribute';
export { PAID_BLOCK_EVENTS } from './tracking-events';
export { PAID_BLOCKS_FILTER_NAMESPACE, registerPaidBlocks } from './register';
export { StripeConnectPlace, type StripeConnectPlaceProps } from './stripe-connect-place';
