import { createApi, type Api } from '@blockyard/api-client';
import { trackWithProvider, uploadToMediaLibrary } from '@blockyard/editor';
import type { BlockyardHost, HostPost, HostSite } from '@blockyard/ui';

import type { PlaygroundStore } from './playground-store';

export interface PlaygroundHostOptions {
	readonly store: PlaygroundStore;
	/**
	 * The site as the blocks' calls reach it. Default: the page's own origin, whose
	 * `/wp-json/` the Vite server proxies to the local provider, which stands in for
	 * the platform's public API host there too (`/rest/…`, `/wpcom/…`).
	 */
	readonly api?: Api;
	/** The visitor's address of a post. Default: the playground's preview page of it, on this page's origin. */
	readonly postLink?: (id: number) => string;
}

const previewLink = (id: number): string => new URL(`preview.html?post=${id}`, window.location.href).href;

/**
 * The playground's site: everything on the page's origin, proxied to the local
 * provider, with the provider's nonce (see `provider-nonce.ts`) on the site's calls.
 * The maps provider's geocoding and the reservation provider's restaurant search are the local provider's stand-ins;
 * its images (uploads included) answer the image-resizing query on this origin too.
 */
export function playgroundApi(
	origin: string = window.location.origin,
	nonce?: string,
	{ fromEditor = false }: { readonly fromEditor?: boolean } = {}
): Api {
	return createApi({
		root: `${origin}/wp-json/`,
		platformRoot: `${origin}/`,
		roots: {
			geocoding: `${origin}/geocoding/v5/mapbox.places/`,
			restaurantSearch: `${origin}/restaurant-search-provider/`,
		},
		nonce,
		fromEditor,
	});
}

/**
 * The host of the playground editor: the post (its author may publish it; its link
 * is its preview page; its excerpt and terms, which `editPost` changes), its saving, save locks and notices live in the playground's own store; the site facts too (the playground fills them in
 * from `wp/v2/settings`, so `site` always reads the store's current value). Usage
 * events go to the local provider, which records them (`wpcom/v2/tracks`).
 */
export function createPlaygroundHost(options: PlaygroundHostOptions): BlockyardHost {
	const { store } = options;
	const api = options.api ?? playgroundApi();
	const postLink = options.postLink ?? previewLink;
	// The store's post and its saving, as one snapshot that stays the same object while they do.
	let snapshot: { post: HostPost; isSaving: boolean; value: HostPost } | undefined;
	const getPost = (): HostPost => {
		const { post, isSaving } = store.getState();
		if (snapshot?.post !== post || snapshot.isSaving !== isSaving) {
			const value: HostPost = Object.freeze({
				...post,
				// The playground's author may publish whatever they write.
				canPublish: true,
				isSaving,
				...(post.id === undefined ? {} : { link: postLink(post.id) }),
			});
			snapshot = { post, isSaving, value };
		}
		return snapshot.value;
	};

	return {
		get site(): HostSite {
			return store.getState().site;
		},
		api,
		getPost,
		setPostTitle: (title) => store.setTitle(title),
		// One call is one undo step: the editor records each change of the store's post details as one (use-editor-history.ts).
		editPost: (edits) => store.editPost(edits),
		lockPostSaving: (lockName) => store.lockPostSaving(lockName),
		unlockPostSaving: (lockName) => store.unlockPostSaving(lockName),
		uploadMedia: (file) => uploadToMediaLibrary(api, file),
		track: trackWithProvider(api),
		notify(notice) {
			store.addNotice(notice);
		},
		subscribe(listener) {
			let previous = getPost();
			return store.subscribe(() => {
				const next = getPost();
				if (next !== previous) {
					previous = next;
					listener();
				}
			});
		},
	};
}
