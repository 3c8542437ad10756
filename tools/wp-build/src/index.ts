export { buildForWordPress, type WordPressBuild } from './build-package';
export { wordpressExternal, type WordPressExternal } from './wordpress-externals';
export { OLDEST_WORDPRESS } from './wordpress-api-check';
