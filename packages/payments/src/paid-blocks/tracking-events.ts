/** The usage events of the paid blocks' banners, recorded through `useTracker()`. */
export const PAID_BLOCK_EVENTS = Object.freeze({
	/** The upgrade banner showed above a block (once each time it shows). */
	upgradeBannerImpression: 'jetpack_editor_block_upgrade_banner_impression',
	/** 'Upgrade' was chosen. */
	upgradeClick: 'jetpack_editor_block_upgrade_click',
	/** 'Connect' was chosen on the Stripe banner. */
	stripeConnectClick: 'jetpack_editor_block_stripe_connect_click',
});
