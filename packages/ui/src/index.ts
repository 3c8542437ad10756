export type { BlockyardHost, HostPost, HostRest, HostSite, SiteType, UploadedMedia } from './host/types';
export { MissingHostError, findHost, getHost, setHost } from './host/host';
export { useHost, useHostPost } from './host/use-host';
export { createHostClient } from './host/clients';
export { useFocusAfterChange } from './hooks/use-focus-after-change';

export { registerUiBlocks } from './register';
export { BUTTON_BLOCK_NAME, registerButtonBlock } from './blocks/button';
export type { ButtonAlign, ButtonAttributes, ButtonElement } from './blocks/button/types';
export { validColor } from './blocks/button/colors';
export {
	WIDTH_PERCENTAGES,
	allowedWidthUnits,
	parseWidth,
	sanitizeWidth,
	widthForAlignment,
	type WidthUnit,
} from './blocks/button/width';
export { WidthControl, type WidthControlProps } from './components/width-control';
export { Banner, type BannerProps } from './components/banner';
export { UpgradeBanner, type UpgradeBannerProps } from './components/upgrade-banner';
export { ConnectBanner, type ConnectBannerProps } from './components/connect-banner';
export { StyleSelector, type StyleOption, type StyleSelectorProps } from './components/style-selector';
export { BlockPlaceholder, type BlockPlaceholderProps } from './components/block-placeholder';
export { BlockNotice, type BlockNoticeProps, type BlockNoticeStatus } from './components/block-notice';
export { ButtonStyleSelector, type ButtonStyleSelectorProps } from './components/button-style-selector';
export { BUTTON_STYLES, buttonStyleOf, withButtonStyle, type ButtonStyle } from './blocks/button/block-style';
export { passthroughProps } from './blocks/button/passthrough';
export {
	colorChoice,
	colorValue,
	flattenPalette,
	gradientChoice,
	type PaletteEntry,
} from './blocks/button/palette';
