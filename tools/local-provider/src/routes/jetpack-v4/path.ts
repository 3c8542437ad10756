import { REST_PREFIX } from '../route-context';

/** The provider plugin's REST namespace. */
export const PLUGIN_NAMESPACE = 'jetpack/v4';
/** Where the plugin namespace's routes live: `/wp-json/jetpack/v4`. */
export const PLUGIN_PREFIX = `${REST_PREFIX}/${PLUGIN_NAMESPACE}`;
/** The local page that stands in for the hosted platform's authorize screen. */
export const AUTHORIZE_PAGE = '/blockyard/authorize';
