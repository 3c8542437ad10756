import type { Api } from '@blockyard/api-client';
import type { ConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';
import { parse, serialize, type Block } from '@wordpress/blocks';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PlaygroundStore } from '../host/playground-store';
import type { PostDetails } from '../host/post-details';
import type { CanvasStyles } from './canvas-styles';
import { describeLoadError } from './describe-error';
import { Editor } from './editor';
import { LoadError } from './load-error';
import { loadPost, type PostTerms } from './load-post';
import { Loading } from './loading';
import { localeFromSearch } from './locale';
import { siteRequiredPlans } from './playground-site';
import { draftOnLoad, readDraft, type DraftStorage, type LocalDraft, type PostSnapshot } from './local-draft';
import type { PageLeave } from './page-leave';

export interface AppProps {
	readonly api: Api;
	readonly connection: ConnectionStore;
	readonly store: PlaygroundStore;
	readonly host: BlockyardHost;
	/** `undefined` when `?post=` is not a valid id. */
	readonly postId: number | undefined;
	/** The page's way out for a round trip (Connect), shared with the connection store. */
	readonly pageLeave: PageLeave;
	/** Where the post's backup lives (the browser's localStorage); none: nothing is kept. */
	readonly draftStorage: DraftStorage | undefined;
	/** The canvas iframe's stylesheets, the loaded packages' blocks' included (`canvasStylesWith`). */
	readonly canvasStyles: CanvasStyles;
}

type LoadState =
	| { readonly status: 'loading' }
	| { readonly status: 'error'; readonly message: string }
	| {
			readonly status: 'ready';
			readonly postId: number;
			readonly blocks: Block[];
			/** `blocks` serialized, when that is known already (the server's post, not a restored backup). */
			readonly content: string | undefined;
			/** The post as the server has it, serialized as the editor serializes it, its excerpt and terms with it. */
			readonly saved: PostSnapshot;
			/** A backup to offer (it differs from the server's post). */
			readonly offeredDraft: LocalDraft | undefined;
			/** The excerpt and terms to edit: the server's, or those of a backup brought back. */
			readonly initialDetails: PostDetails;
			/** The site's categories and the post's tags. */
			readonly terms: PostTerms;
	  };

/** The loaded post, with a round trip's backup brought back or another backup to offer. */
function readyState(
	postId: number,
	title: string,
	raw: string,
	draftStorage: DraftStorage | undefined,
	loaded: { readonly savedDetails: PostDetails; readonly terms: PostTerms }
): { state: Extract<LoadState, { status: 'ready' }>; title: string; restored: boolean } {
	const blocks = parse(raw);
	const saved: PostSnapshot = { title, content: serialize(blocks), details: loaded.savedDetails };
	const draft = draftStorage === undefined ? undefined : readDraft(draftStorage, postId);
	const decision = draftOnLoad(draft, saved, Date.now());
	if (decision.action === 'restore') {
		return {
			state: {
				status: 'ready',
				postId,
				blocks: parse(decision.draft.content),
				content: undefined,
				saved,
				offeredDraft: undefined,
				initialDetails: decision.draft.details ?? loaded.savedDetails,
				terms: loaded.terms,
			},
			title: decision.draft.title,
			restored: true,
		};
	}
	return {
		state: {
			status: 'ready',
			postId,
			blocks,
			content: saved.content,
			saved,
			offeredDraft: decision.action === 'offer' ? decision.draft : undefined,
			initialDetails: loaded.savedDetails,
			terms: loaded.terms,
		},
		title,
		restored: false,
	};
}

/**
 * Loads the post and the site settings, then shows the editor; on failure, the
 * reason and a Retry button. A backup the browser kept for a round trip (Connect)
 * comes back at once; another one that differs from the post is offered.
 */
export function App({
	api,
	connection,
	store,
	host,
	postId,
	pageLeave,
	draftStorage,
	canvasStyles,
}: AppProps) {
	const [attempt, setAttempt] = useState(0);
	const [load, setLoad] = useState<LoadState>({ status: 'loading' });
	const retry = useCallback(() => setAttempt((count) => count + 1), []);

	useEffect(() => {
		if (postId === undefined) {
			return;
		}
		let current = true;
		setLoad({ status: 'loading' });
		// The site's plan comes with the post, so a paid block knows at once whether it needs one.
		Promise.all([loadPost(api, postId), siteRequiredPlans(api, window.location.href)]).then(
			([{ post, settings, details, terms }, requiredPlans]) => {
				if (!current) {
					return;
				}
				store.setSite({
					...store.getState().site,
					// `?locale=` chooses the site's language over the settings, as a site's own setting would.
					locale: localeFromSearch(window.location.search) ?? (settings.language || 'en_US'),
					...(requiredPlans === undefined ? {} : { requiredPlans }),
				});
				const ready = readyState(post.id, post.title.raw, post.content.raw, draftStorage, {
					savedDetails: details,
					terms,
				});
				store.setPost({ id: post.id, title: ready.title, ...ready.state.initialDetails });
				setLoad(ready.state);
				if (ready.restored) {
					host.notify({
						status: 'info',
						message: __(
							'Your unsaved changes are back: this browser kept them while you were away. Save to keep them.',
							'blockyard'
						),
					});
				}
			},
			(error: unknown) => {
				if (current) {
					setLoad({ status: 'error', message: describeLoadError(error, postId) });
				}
			}
		);
		return () => {
			current = false;
		};
	}, [api, store, host, postId, attempt, draftStorage]);

	if (postId === undefined) {
		return (
			<LoadError
				message={__(
					'The address has no valid post id: use ?post= with a positive whole number.',
					'blockyard'
				)}
			/>
		);
	}
	switch (load.status) {
		case 'loading':
			return <Loading />;
		case 'error':
			return <LoadError message={load.message} onRetry={retry} />;
		case 'ready':
			return (
				<Editor
					api={api}
					connection={connection}
					store={store}
					host={host}
					postId={load.postId}
					initialBlocks={load.blocks}
					initialContent={load.content}
					saved={load.saved}
					offeredDraft={load.offeredDraft}
					initialDetails={load.initialDetails}
					terms={load.terms}
					pageLeave={pageLeave}
					draftStorage={draftStorage}
					canvasStyles={canvasStyles}
				/>
			);
	}
}
