/**
 * @blockyard/connection: site registration and user connection. A vanilla
 * zustand store with no React, the rules every package uses (who counts as
 * connected, redirect links, tracking), and the Connect UI.
 */
export {
	connectionPageStateSchema,
	InvalidPageStateError,
	parseConnectionPageState,
	type ConnectionPageState,
} from './page-state';
export {
	connectionStateFromPage,
	type ConnectionState,
	type ConnectionStatusFlags,
	type CurrentUser,
} from './connection-state';
export { connectionCalls, type ConnectionCalls } from './connection-client';
export { connectionDataStore, provideConnectionStore } from './connection-data-store';
export {
	createConnectionStore,
	type ConnectionActions,
	type ConnectionStore,
	type ConnectionStoreOptions,
	type ConnectionStoreState,
	type ConnectUserOptions,
	type RegisterSiteOptions,
} from './store';
export { isUserConnected } from './is-user-connected';
export {
	CHECKOUT_URL,
	checkoutLink,
	REDIRECT_SERVICE_URL,
	redirectLink,
	upgradeLink,
	withPlanUpgraded,
	type CheckoutLinkOptions,
	type RedirectLinkOptions,
	type RedirectTarget,
	type UpgradeLinkOptions,
} from './redirect-link';
export {
	createTracker,
	eventNameProblem,
	TRACKING_EVENT_PREFIXES,
	trackingUser,
	type RecordEvent,
	type TrackerOptions,
	type TrackingProps,
	type TrackingSink,
	type TrackingUser,
} from './tracking';
export { hostTrackingSink } from './host-tracking-sink';
export { CONNECTION_EVENTS } from './tracking-events';
export { useTracker } from './react/use-tracker';
export {
	openSignInPopup,
	SIGN_IN_POPUP_HEIGHT,
	SIGN_IN_POPUP_POLL_MS,
	SIGN_IN_POPUP_WIDTH,
	type PopupOpener,
	type SignInPopupOptions,
	type SignInResult,
	type SignInUser,
} from './sign-in-popup';
export { readSignInMessage, signInUserSchema } from './sign-in-message';
export { waitForPopupMessage, type PopupHost, type PopupMessageOptions } from './popup-message';
export {
	ConnectionProvider,
	type ConnectionProviderProps,
	MissingConnectionStoreError,
	useConnectionStore,
	useOptionalConnectionStore,
} from './react/connection-context';
export { useIsUserConnected } from './react/use-is-user-connected';
export { useConnection } from './react/use-connection';
export { ConnectButton, type ConnectButtonProps } from './react/connect-button';
export { ConnectPlaceholder, type ConnectPlaceholderProps } from './react/connect-placeholder';
export { ConnectionGate, type ConnectionGateProps } from './react/connection-gate';
export { ReconnectBanner } from './react/reconnect-banner';
