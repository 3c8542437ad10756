import type { Plugin } from 'vite';

import { localeData } from './locale-data';
import { parseCatalog } from './po';

/**
 * Lets a page import a translation file (`languages/blockyard-de_DE.po`) as the locale data
 * @wordpress/i18n's `setLocaleData()` takes: the playground's `?locale=`.
 */
export function translationFiles(): Plugin {
	return {
		name: 'blockyard:translation-files',
		transform(code, id) {
			if (!/\.po(\?.*)?$/.test(id)) {
				return undefined;
			}
			return { code: `export default ${JSON.stringify(localeData(parseCatalog(code)))};`, map: null };
		},
	};
}
