import { createClient, withSlash } from '@blockyard/api-client';
import type { BlockyardHost, HostRest, HostSite } from '@blockyard/ui';

import type { PlaygroundStore } from './playground-store';
import { uploadThrough } from './uploaded-media';

export interface PlaygroundHostOptions {
	readonly store: PlaygroundStore;
	/** The REST root; default `/wp-json/` on the page's origin (the Vite server proxies it to the provider). */
	readonly restRoot?: string;
	/** Where the provider's namespaces are reached; default the REST root. */
	readonly providerRoot?: string;
	/** A REST nonce, when the server behind the root wants one. */
	readonly nonce?: string;
	/** A `fetch` for media uploads instead of the global one (tests). */
	readonly fetch?: typeof globalThis.fetch;
}

/**
 * The host of the playground editor: the post, save locks and notices live in
 * the playground's own store; the site facts too (the playground fills them in
 * from `wp/v2/settings`, so `site` always reads the store's current value).
 */
export function createPlaygroundHost(options: PlaygroundHostOptions): BlockyardHost {
	const { store } = options;
	const root = withSlash(options.restRoot ?? '/wp-json/');
	const providerRoot = withSlash(options.providerRoot ?? root);
	const rest: HostRest = Object.freeze({
		root,
		providerRoot,
		nonce: options.nonce,
		// The local provider answers AI queries too (the real service is elsewhere).
		aiQueryUrl: `${providerRoot}wpcom/v2/jetpack-ai-query`,
	});
	const client = createClient({ root, nonce: options.nonce, fetch: options.fetch });

	return {
		get site(): HostSite {
			return store.getState().site;
		},
		rest,
		getPost: () => store.getState().post,
		setPostTitle: (title) => store.setTitle(title),
		lockPostSaving: (lockName) => store.lockPostSaving(lockName),
		unlockPostSaving: (lockName) => store.unlockPostSaving(lockName),
		uploadMedia: (file) => uploadThrough(client, file),
		notify({ status, message }) {
			store.addNotice({ status, message });
		},
		subscribe(listener) {
			let previous = store.getState().post;
			return store.subscribe(() => {
				const next = store.getState().post;
				if (next !== previous) {
					previous = next;
					listener();
				}
			});
		},
	};
}
