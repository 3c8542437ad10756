import { createApi, type Api } from '@blockyard/api-client';
import { trackWithProvider, uploadToMediaLibrary } from '@blockyard/editor';
import type { BlockyardHost, HostSite } from '@blockyard/ui';

import type { PlaygroundStore } from './playground-store';

export interface PlaygroundHostOptions {
	readonly store: PlaygroundStore;
	/**
	 * The site as the blocks' calls reach it. Default: the page's own origin, whose
	 * `/wp-json/` the Vite server proxies to the local provider, which stands in for
	 * the platform's public API host there too (`/rest/…`, `/wpcom/…`).
	 */
	readonly api?: Api;
}

/**
 * The playground's site: everything on the page's origin, proxied to the local
 * provider, with the provider's nonce (see `provider-nonce.ts`) on the site's calls.
 * The reservation provider's restaurant search is the local provider's stand-in;
 * its images (uploads included) answer the image-resizing query on this origin too.
 */
export function playgroundApi(origin: string = window.location.origin, nonce?: string): Api {
	return createApi({
		root: `${origin}/wp-json/`,
		platformRoot: `${origin}/`,
		roots: {
			restaurantSearch: `${origin}/restaurant-search-provider/`,
		},
		nonce,
	});
}

/**
 * The host of the playground editor: the post, save locks and notices live in
 * the playground's own store; the site facts too (the playground fills them in
 * from `wp/v2/settings`, so `site` always reads the store's current value). Usage
 * events go to the local provider, which records them (`wpcom/v2/tracks`).
 */
export function createPlaygroundHost(options: PlaygroundHostOptions): BlockyardHost {
	const { store } = options;
	const api = options.api ?? playgroundApi();

	return {
		get site(): HostSite {
			return store.getState().site;
		},
		api,
		getPost: () => store.getState().post,
		setPostTitle: (title) => store.setTitle(title),
		lockPostSaving: (lockName) => store.lockPostSaving(lockName),
		unlockPostSaving: (lockName) => store.unlockPostSaving(lockName),
		uploadMedia: (file) => uploadToMediaLibrary(api, file),
		track: trackWithProvider(api),
		notify(notice) {
			store.addNotice(notice);
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
