export { UpgradeBanner, type UpgradeBannerProps } from './upgrade-banner';
export {
	PAYMENTS_FEES_URL,
	StripeConnectBanner,
	type StripeConnectBannerProps,
} from './stripe-connect-banner';
