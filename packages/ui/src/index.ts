export type {
	BlockyardHost,
	HostNotice,
	HostNoticeAction,
	HostPost,
	HostPostEdits,
	HostRequiredPlan,
	HostEditorKind,
	HostSite,
	HostTrackingEvent,
	HostTrackingProps,
	SiteType,
	UploadedMedia,
	UploadedMediaSize,
} from './host/types';
export type { HostVideoCalls } from './host/video-calls';
export { hostStore } from './host/store';
export { provideHost, registerStoreOnce } from './host/registry';
export { registeredStore, useRegisteredStore } from './host/use-registered-store';
export { HostProvider, type HostProviderProps } from './host/host-provider';
export { MissingHostError, useHost, useHostPost, useOptionalHost } from './host/use-host';
export { useSaveLock } from './host/use-save-lock';
export { contactFormToolsSlot, createBlockSlot, type BlockSlot } from './slots/block-slot';
export { useFocusAfterChange } from './hooks/use-focus-after-change';
export { BREAKPOINTS, type BreakpointName, isNarrowerThan, RESIZE_THROTTLE_MS } from './layout/breakpoints';
export { type ContainerWidth, useContainerWidth } from './layout/use-container-width';
export { afterNextPaint, NO_FRAME_WAIT_MS } from './scheduling/after-next-paint';
export { yieldToBrowser } from './scheduling/yield-to-browser';

export { registerUiBlocks } from './register';
export {
	allowsBlockTier,
	blockTierChoiceOf,
	EVERY_BLOCK_TIER,
	type BlockTier,
	type BlockTierChoice,
} from './blocks/tiers';
export {
	BLOCKYARD_CATEGORIES,
	registerBlockyardCategories,
	type BlockyardCategory,
} from './blocks/categories';
export { BUTTON_BLOCK_NAME, registerButtonBlock } from './blocks/button';
export type { ButtonAlign, ButtonAttributes, ButtonElement } from './blocks/button/types';
/** The shared colour rule: six hex digits, `#` optional; anything else falls back to the default. */
export { validColor } from './blocks/button/colors';
export { WidthControl, type WidthControlProps } from './components/width-control';
export { Banner, type BannerProps } from './components/banner';
export { UpgradeBanner, type UpgradeBannerProps } from './components/upgrade-banner';
export { ConnectBanner, type ConnectBannerProps } from './components/connect-banner';
export { StyleSelector, type StyleOption, type StyleSelectorProps } from './components/style-selector';
export {
	BlockPlaceholder,
	FocusKeptInBlock,
	type BlockPlaceholderProps,
} from './components/block-placeholder';
export { BlockNotice, type BlockNoticeProps, type BlockNoticeStatus } from './components/block-notice';
export { ButtonStyleSelector, type ButtonStyleSelectorProps } from './components/button-style-selector';
export type { ButtonStyle } from './blocks/button/block-style';
export { lazyBlockEdit } from './lazy/lazy-block-edit';
export { startViews, type BlockView, type BlockViewModule } from './view/start-views';
export { registerBlockOnce } from './blocks/register-block-once';
export {
	lazyComponent,
	type LazyComponent,
	type LazyComponentOptions,
	type LazyFailureProps,
	type LazyModule,
} from './lazy/lazy-component';
export {
	createLazyLoader,
	LOAD_TIMEOUT_MS,
	LoadTimeoutError,
	type LazyLoader,
	type LazyLoaderOptions,
	type LazyState,
} from './lazy/lazy-loader';
export {
	describeLoadFailure,
	loadFailureText,
	type LoadFailure,
	type LoadFailureReason,
} from './lazy/load-failure';
export { socialLinkKind } from './social/social-icon';
export { SocialLinkIcon, type SocialLinkIconProps } from './social/social-link-icon';
export {
	socialServices,
	type SocialLinkKind,
	type SocialService,
	type SocialServiceName,
} from './social/social-services';
