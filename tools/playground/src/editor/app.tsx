import type { Api } from '@blockyard/api-client';
import type { ConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';
import { parse, type Block } from '@wordpress/blocks';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PlaygroundStore } from '../host/playground-store';
import { describeLoadError } from './describe-error';
import { Editor } from './editor';
import { LoadError } from './load-error';
import { loadPost } from './load-post';
import { Loading } from './loading';

export interface AppProps {
	readonly api: Api;
	readonly connection: ConnectionStore;
	readonly store: PlaygroundStore;
	readonly host: BlockyardHost;
	/** `undefined` when `?post=` is not a valid id. */
	readonly postId: number | undefined;
}

type LoadState =
	| { readonly status: 'loading' }
	| { readonly status: 'error'; readonly message: string }
	| { readonly status: 'ready'; readonly postId: number; readonly blocks: Block[] };

/** Loads the post and the site settings, then shows the editor; on failure, the reason and a Retry button. */
export function App({ api, connection, store, host, postId }: AppProps) {
	const [attempt, setAttempt] = useState(0);
	const [load, setLoad] = useState<LoadState>({ status: 'loading' });
	const retry = useCallback(() => setAttempt((count) => count + 1), []);

	useEffect(() => {
		if (postId === undefined) {
			return;
		}
		let current = true;
		setLoad({ status: 'loading' });
		loadPost(api, postId).then(
			({ post, settings }) => {
				if (!current) {
					return;
				}
				store.setSite({ ...store.getState().site, locale: settings.language || 'en_US' });
				store.setPost({ id: post.id, title: post.title.raw });
				setLoad({ status: 'ready', postId: post.id, blocks: parse(post.content.raw) });
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
	}, [api, store, postId, attempt]);

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
				/>
			);
	}
}
