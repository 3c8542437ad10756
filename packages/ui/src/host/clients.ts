import { createClient, withSlash, type Client } from '@blockyard/api-client';

import type { BlockyardHost } from './types';

/**
 * The API client for the editor's site: its REST root and nonce, and the provider's
 * namespaces (`wpcom/v2`, …) under the host's provider root, and the host's AI query
 * endpoint when it names one. The client sends the
 * nonce only to roots on the site's own origin.
 */
export function createHostClient(host: BlockyardHost): Client {
	const { root, providerRoot, nonce, aiQueryUrl } = host.rest;
	const provider = withSlash(providerRoot);
	return createClient({
		root,
		nonce,
		roots: {
			plugin: `${provider}jetpack/v4/`,
			hosted: `${provider}wpcom/v2/`,
			...(aiQueryUrl === undefined ? {} : { aiQuery: aiQueryUrl }),
		},
	});
}
