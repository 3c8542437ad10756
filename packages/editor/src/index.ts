/**
 * @blockyard/editor: the host package. `registerBlockyard()` registers every
 * Blockyard block and extension; `createWordPressHost()` is the host inside
 * wp-admin. The playground app lives in the repository's tools, not here.
 */
export { registerBlockyard, type RegisterBlockyardOptions } from './register-blockyard';
export { blockyardPackageNames, type BlockyardPackageName } from './packages';
export { createWordPressHost, type WordPressHostOptions } from './hosts/wordpress';
export type { WordPressPageState } from './hosts/wordpress-page-state';
export { PageStateError, readWordPressPageState } from './hosts/read-page-state';
export type { WordPressDataRegistry } from './hosts/wordpress-data-registry';
export { uploadToMediaLibrary } from './hosts/upload-to-media-library';
export { trackWithProvider } from './hosts/track-with-provider';
