export { registerBlockyard, type RegisterBlockyardOptions } from './register-blockyard';
export { blockyardPackageNames, type BlockyardPackageName } from './packages';
export { createWordPressHost, type WordPressHostOptions } from './hosts/wordpress';
export type { WordPressPageState } from './hosts/wordpress-page-state';
export { PageStateError, readWordPressPageState } from './hosts/read-page-state';
export type { WordPressDataRegistry } from './hosts/wordpress-data-registry';
export { createPlaygroundHost, type PlaygroundHostOptions } from './hosts/playground';
export {
	DEFAULT_PLAYGROUND_SITE,
	createPlaygroundStore,
	type NoticeStatus,
	type PlaygroundNotice,
	type PlaygroundState,
	type PlaygroundStore,
} from './hosts/playground-store';
export type { BlockyardHost, HostPost, HostRest, HostSite, SiteType, UploadedMedia } from '@blockyard/ui';
