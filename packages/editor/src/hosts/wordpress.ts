import { createApi, toAiFeature, type Api } from '@blockyard/api-client';
import type { BlockyardHost, HostPost, HostSite, HostTrackingEvent } from '@blockyard/ui';

import { createStablePost } from './stable-post';
import {
	defaultDataRegistry,
	type CoreDataResolvers,
	type CoreEditorActions,
	type CoreEditorSelectors,
	type CoreNoticesActions,
	type WordPressDataRegistry,
} from './wordpress-data-registry';
import type { WordPressPageState } from './wordpress-page-state';

/**
 * Flags the WordPress host turns on unless the page state turns them off (the plugin's
 * `blockyard_features` filter giving the flag `false`): `video-chapters`, which every site
 * running the plugin has.
 */
export const WORDPRESS_DEFAULT_FEATURES: Readonly<Record<string, boolean>> = Object.freeze({
	'video-chapters': true,
});

/**
 * `trackWithProvider(api)`, loaded with the first event (the calls and their checks are not
 * registration's to carry); events recorded meanwhile are sent in their order once it has.
 */
function trackLater(api: Api): (event: HostTrackingEvent) => void {
	let track: Promise<(event: HostTrackingEvent) => void> | undefined;
	return (event) => {
		track ??= import('./track-with-provider').then(({ trackWithProvider }) => trackWithProvider(api));
		track.then((send) => send(event)).catch(() => undefined);
	};
}

/** A post's term ids as core/editor holds them, or `undefined` when it holds none. */
function termIds(value: unknown): readonly number[] | undefined {
	return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : undefined;
}

export interface WordPressHostOptions {
	/** The registry whose `core/editor` and `core/notices` stores the host uses. Default: WordPress's own. */
	readonly registry?: WordPressDataRegistry;
	/** A `fetch` for every request instead of the global one (tests). */
	readonly fetch?: typeof globalThis.fetch;
}

/**
 * The host inside wp-admin: the post comes from WordPress's `core/editor` store (whether
 * the user may publish it is whether it offers its `wp:action-publish` link; whether it is
 * saving, `isSavingPost()`; its excerpt and term ids, `getEditedPostAttribute`, which `editPost` changes),
 * notices go to `core/notices`, uploads to the site's `wp/v2/media`, embed previews come from
 * core-data's `getEmbedPreview` (the site's oEmbed proxy, as WordPress's embeds have them), usage events to
 * the provider's analytics when the page state says it records them; its `api` reaches the site, the provider and the platform at
 * the roots the page state names.
 *
 * @example
 * registerBlockyard({ host: createWordPressHost(window.blockyardPageState) });
 */
export function createWordPressHost(
	state: WordPressPageState,
	options: WordPressHostOptions = {}
): BlockyardHost {
	const registry = options.registry ?? defaultDataRegistry;
	const site: HostSite = Object.freeze({
		locale: state.locale,
		type: state.siteType,
		...(state.siteId === undefined ? {} : { id: state.siteId }),
		features: Object.freeze({ ...WORDPRESS_DEFAULT_FEATURES, ...state.features }),
		isPrivate: state.isPrivate === true,
		...(state.requiredPlans === undefined ? {} : { requiredPlans: state.requiredPlans }),
		...(state.blockTiers === undefined ? {} : { blockTiers: state.blockTiers }),
		...(state.aiFeature === undefined ? {} : { ai: toAiFeature(state.aiFeature) }),
	});
	const api = createApi({
		root: state.restRoot,
		providerRoot: state.providerRoot,
		platformRoot: state.platformRoot,
		roots: state.geocodingRoot === undefined ? undefined : { geocoding: state.geocodingRoot },
		nonce: state.nonce,
		fetch: options.fetch,
		// The editor's requests say so (`X-WP-API-FETCH-FROM-EDITOR`); a visitor's script makes its own api without it.
		fromEditor: true,
	});
	const stablePost = createStablePost();

	const editorSelectors = () => registry.select('core/editor') as CoreEditorSelectors | undefined;
	const editorActions = () => registry.dispatch('core/editor') as CoreEditorActions | undefined;

	// The site editor and the widgets screen edit no post: no excerpt or terms there.
	const editsAPost = state.editorKind === undefined || state.editorKind === 'post';

	const getPost = (): HostPost => {
		const editor = editorSelectors();
		const id = editor?.getCurrentPostId();
		const title = editor?.getEditedPostAttribute('title');
		const post = editor?.getCurrentPost();
		// The editor of a template or a widget area has no post (an empty object): no publish right applies.
		const isPostEditor = post !== undefined && Object.keys(post).length > 0;
		// A post type without excerpts or terms (a page has no tags) has no such attribute.
		const attribute = (name: 'excerpt' | 'tags' | 'categories') =>
			editsAPost ? editor?.getEditedPostAttribute(name) : undefined;
		const excerpt = attribute('excerpt');
		const tags = termIds(attribute('tags'));
		const categories = termIds(attribute('categories'));
		const link =
			isPostEditor && typeof post.link === 'string' && post.link !== '' ? post.link : undefined;
		return stablePost({
			id: typeof id === 'number' ? id : undefined,
			title: typeof title === 'string' ? title : '',
			...(isPostEditor ? { canPublish: post._links?.['wp:action-publish'] !== undefined } : {}),
			...(editor ? { isSaving: editor.isSavingPost() } : {}),
			...(link === undefined ? {} : { link }),
			...(typeof excerpt === 'string' ? { excerpt } : {}),
			...(tags === undefined ? {} : { tags }),
			...(categories === undefined ? {} : { categories }),
		});
	};

	const editPost: BlockyardHost['editPost'] = (edits) => {
		// One `editPost` of core/editor is one undo level, however many fields it changes.
		const changes = {
			...(edits.excerpt === undefined ? {} : { excerpt: edits.excerpt }),
			...(edits.tags === undefined ? {} : { tags: [...edits.tags] }),
			...(edits.categories === undefined ? {} : { categories: [...edits.categories] }),
		};
		if (Object.keys(changes).length > 0) editorActions()?.editPost(changes);
	};

	return {
		site,
		api,
		...(state.editorKind === undefined ? {} : { editorKind: state.editorKind }),
		...(state.tracks === true ? { track: trackLater(api) } : {}),
		getPost,
		...(editsAPost ? { editPost } : {}),
		setPostTitle(title) {
			editorActions()?.editPost({ title });
		},
		lockPostSaving(lockName) {
			editorActions()?.lockPostSaving(lockName);
		},
		unlockPostSaving(lockName) {
			editorActions()?.unlockPostSaving(lockName);
		},
		uploadMedia: async (file) =>
			(await import('./upload-to-media-library')).uploadToMediaLibrary(api, file),
		async embedPreview(url) {
			// core-data's lookup, shared with WordPress's own embed blocks; its answer is checked here.
			const core = registry.resolveSelect('core') as CoreDataResolvers | undefined;
			const [answer, { checkEmbedPreview }] = await Promise.all([
				core?.getEmbedPreview(url),
				import('./check-embed-preview'),
			]);
			return checkEmbedPreview(answer);
		},
		notify({ status, message, actions }) {
			const notices = registry.dispatch('core/notices') as CoreNoticesActions | undefined;
			notices?.createNotice(status, message, {
				type: status === 'success' || status === 'info' ? 'snackbar' : 'default',
				isDismissible: true,
				...(actions === undefined || actions.length === 0
					? {}
					: { actions: actions.map(({ label, url }) => ({ label, url })) }),
			});
		},
		subscribe(listener) {
			let previous = getPost();
			return registry.subscribe(() => {
				const next = getPost();
				if (next !== previous) {
					previous = next;
					listener();
				}
			});
		},
	};
}
