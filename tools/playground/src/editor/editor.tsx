import type { Api } from '@blockyard/api-client';
import type { ConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';
import { BlockCanvas, BlockEditorProvider, type BlockEditorSettings } from '@wordpress/block-editor';
import { parse, type Block } from '@wordpress/blocks';
import { Popover } from '@wordpress/components';
import { useCallback, useMemo, useState, useSyncExternalStore } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';

import type { PlaygroundStore } from '../host/playground-store';
import { postDetailsOf, type PostDetails } from '../host/post-details';
import type { CanvasStyles } from './canvas-styles';
import { CodeEditor } from './code-editor';
import { DraftNotice } from './draft-notice';
import type { PostTerms } from './load-post';
import { Header } from './header';
import { InserterPanel } from './inserter-panel';
import { removeDraft, type DraftStorage, type LocalDraft, type PostSnapshot } from './local-draft';
import { createMediaUpload } from './media-upload';
import { Notices } from './notices';
import type { PageLeave } from './page-leave';
import { SettingsSidebar } from './settings-sidebar';
import { Shortcuts } from './shortcuts';
import { TitleField } from './title-field';
import { useEditorHistory } from './use-editor-history';
import { useLeaveGuard } from './use-leave-guard';
import { useLocalDraft } from './use-local-draft';
import { usePostDetailsHistory } from './use-post-details-history';
import { usePostContent } from './use-post-content';
import { useSave } from './use-save';

export interface EditorProps {
	readonly api: Api;
	readonly connection: ConnectionStore;
	readonly store: PlaygroundStore;
	readonly host: BlockyardHost;
	readonly postId: number;
	readonly initialBlocks: Block[];
	/** `initialBlocks` serialized, when the caller has done that already; otherwise it is done once editing pauses. */
	readonly initialContent: string | undefined;
	/** The post as the server has it: what "unsaved changes" are measured against. */
	readonly saved: PostSnapshot;
	/** A backup of the post to offer back. */
	readonly offeredDraft: LocalDraft | undefined;
	/** The excerpt and terms to edit: the server's, or those of a backup brought back. */
	readonly initialDetails: PostDetails;
	/** The site's categories and the post's tags, for the post panel. */
	readonly terms: PostTerms;
	readonly pageLeave: PageLeave;
	readonly draftStorage: DraftStorage | undefined;
	/** The canvas iframe's stylesheets, the loaded packages' blocks' included (`canvasStylesWith`). */
	readonly canvasStyles: CanvasStyles;
}

/**
 * The playground's editing screen: Gutenberg's block editor on the default
 * `@wordpress/data` registry (so `wp.data.select('core/block-editor')` sees
 * these blocks), with a header, a title, the canvas and the block settings.
 * Unsaved changes are shown in the header, backed up in the browser and
 * guarded against leaving the page, as in WordPress's editor.
 */
export function Editor({
	api,
	connection,
	store,
	host,
	postId,
	initialBlocks,
	initialContent,
	saved,
	offeredDraft,
	initialDetails,
	terms,
	pageLeave,
	draftStorage,
	canvasStyles,
}: EditorProps) {
	const history = useEditorHistory(initialBlocks, initialDetails);
	usePostDetailsHistory(store, history);
	// Read once, on the first render: usePostContent keeps what it is given then.
	const content = usePostContent(
		history.blocks,
		initialContent === undefined ? undefined : { blocks: initialBlocks, content: initialContent }
	);
	const title = useSyncExternalStore(store.subscribe, () => store.getState().post.title);
	const saveState = useSave({ api, store, host, postId, content, saved });
	const { read: readContent } = content;
	const readPost = useCallback((): PostSnapshot => {
		const { post } = store.getState();
		return { title: post.title, content: readContent(), details: postDetailsOf(post) };
	}, [store, readContent]);
	const revision = useMemo(
		() => ({ title, blocks: history.blocks, details: history.details }),
		[title, history.blocks, history.details]
	);
	useLocalDraft({
		storage: draftStorage,
		postId,
		read: readPost,
		revision,
		saved: saveState.lastSaved,
		isDirty: saveState.isDirty,
		isConfirmed: saveState.isConfirmed,
		pageLeave,
	});
	useLeaveGuard(saveState.isDirty, pageLeave);
	const [offer, setOffer] = useState(offeredDraft);
	const { restore } = history;
	const restoreDraft = useCallback(
		(draft: LocalDraft) => {
			setOffer(undefined);
			store.setTitle(draft.title);
			restore(parse(draft.content), draft.details ?? postDetailsOf(store.getState().post));
		},
		[restore, store]
	);
	const discardDraft = useCallback(() => {
		setOffer(undefined);
		if (draftStorage !== undefined) {
			removeDraft(draftStorage, postId);
		}
	}, [draftStorage, postId]);
	const [isInserterOpen, setInserterOpen] = useState(false);
	const [isCodeEditor, setCodeEditor] = useState(false);
	const closeInserter = useCallback(() => setInserterOpen(false), []);

	const settings = useMemo<BlockEditorSettings>(
		() => ({
			styles: canvasStyles.styles,
			__unstableResolvedAssets: canvasStyles.assets,
			mediaUpload: createMediaUpload(host),
			hasFixedToolbar: false,
		}),
		[host, canvasStyles]
	);

	return (
		<ShortcutProvider className="blockyard-playground">
			<BlockEditorProvider
				value={history.blocks}
				selection={history.selection}
				onInput={history.onInput}
				onChange={history.onChange}
				settings={settings}
				useSubRegistry={false}
			>
				<Shortcuts undo={history.undo} redo={history.redo} save={saveState.save} />
				<Header
					history={history}
					saveState={saveState}
					isInserterOpen={isInserterOpen}
					onToggleInserter={() => setInserterOpen((open) => !open)}
					isCodeEditor={isCodeEditor}
					onToggleCodeEditor={() => setCodeEditor((on) => !on)}
					postId={postId}
				/>
				<div className="blockyard-playground__body">
					{isInserterOpen ? <InserterPanel onClose={closeInserter} /> : null}
					<div
						className="blockyard-playground__content"
						role="region"
						aria-label={__('Editor content', 'blockyard')}
					>
						<Notices store={store} />
						{offer ? (
							<DraftNotice draft={offer} onRestore={restoreDraft} onDiscard={discardDraft} />
						) : null}
						<TitleField store={store} />
						{isCodeEditor ? (
							<CodeEditor content={readContent()} />
						) : (
							<div className="blockyard-playground__canvas">
								<BlockCanvas height="100%" styles={canvasStyles.styles} />
							</div>
						)}
					</div>
					<SettingsSidebar
						api={api}
						connection={connection}
						host={host}
						postId={postId}
						terms={terms}
					/>
				</div>
				<Popover.Slot />
			</BlockEditorProvider>
		</ShortcutProvider>
	);
}
