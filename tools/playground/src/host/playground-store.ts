import type { HostNoticeAction, HostPost, HostPostEdits, HostSite } from '@blockyard/ui';

import { editedPost, samePost, type PostDetails } from './post-details';

export type NoticeStatus = 'success' | 'info' | 'warning' | 'error';

export interface PlaygroundNotice {
	readonly id: string;
	readonly status: NoticeStatus;
	readonly message: string;
	/** Links the notice offers beside its message. */
	readonly actions?: readonly HostNoticeAction[];
}

export interface PlaygroundState {
	readonly post: HostPost;
	readonly site: HostSite;
	/** Names of the save locks held; the post may be saved only when it is empty. */
	readonly saveLocks: ReadonlySet<string>;
	readonly notices: ReadonlyArray<PlaygroundNotice>;
	/** True while the editor saves the post. */
	readonly isSaving: boolean;
}

/**
 * The playground editor's own small store: the post's id, title, excerpt and terms, the save
 * locks and the notices. Every change makes a new state object; parts that did
 * not change keep their identity, so `getState().post` is a stable snapshot.
 */
export interface PlaygroundStore {
	getState(): PlaygroundState;
	subscribe(listener: () => void): () => void;
	/** The post as loaded: its details (excerpt, terms) when the editor has them. */
	setPost(post: { readonly id: number | undefined; readonly title: string } & Partial<PostDetails>): void;
	setTitle(title: string): void;
	/** Changes the post's excerpt or terms (the host's `editPost`); nothing when they are as given. */
	editPost(edits: HostPostEdits): void;
	setSite(site: HostSite): void;
	lockPostSaving(lockName: string): void;
	unlockPostSaving(lockName: string): void;
	/** Adds a notice and returns its id. */
	addNotice(notice: {
		readonly status: NoticeStatus;
		readonly message: string;
		readonly actions?: readonly HostNoticeAction[];
	}): string;
	removeNotice(id: string): void;
	/** The editor's save starts (true) or ends (false). */
	setSaving(isSaving: boolean): void;
}

export const DEFAULT_PLAYGROUND_SITE: HostSite = Object.freeze({
	locale: 'en_US',
	type: 'self-hosted',
	features: Object.freeze({}),
	isPrivate: false,
});

export function createPlaygroundStore(
	initial: Partial<Pick<PlaygroundState, 'post' | 'site'>> = {}
): PlaygroundStore {
	let state: PlaygroundState = {
		post: Object.freeze({ id: initial.post?.id, title: initial.post?.title ?? '' }),
		site: initial.site ?? DEFAULT_PLAYGROUND_SITE,
		saveLocks: new Set(),
		notices: [],
		isSaving: false,
	};
	const listeners = new Set<() => void>();
	let nextNoticeId = 1;

	const update = (changes: Partial<PlaygroundState>) => {
		state = { ...state, ...changes };
		for (const listener of [...listeners]) {
			listener();
		}
	};

	return {
		getState: () => state,
		subscribe(listener) {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
		setPost({ id, title, ...details }) {
			const post: HostPost = Object.freeze({ id, title });
			const next = Object.keys(details).length > 0 ? (editedPost(post, details) ?? post) : post;
			if (!samePost(next, state.post)) {
				update({ post: next });
			}
		},
		setTitle(title) {
			if (title !== state.post.title) {
				update({ post: Object.freeze({ ...state.post, title }) });
			}
		},
		editPost(edits) {
			const post = editedPost(state.post, edits);
			if (post !== undefined) {
				update({ post });
			}
		},
		setSite(site) {
			update({ site });
		},
		lockPostSaving(lockName) {
			if (!state.saveLocks.has(lockName)) {
				update({ saveLocks: new Set([...state.saveLocks, lockName]) });
			}
		},
		unlockPostSaving(lockName) {
			if (state.saveLocks.has(lockName)) {
				const saveLocks = new Set(state.saveLocks);
				saveLocks.delete(lockName);
				update({ saveLocks });
			}
		},
		addNotice({ status, message, actions }) {
			const id = `blockyard-notice-${nextNoticeId++}`;
			const notice = actions?.length ? { id, status, message, actions } : { id, status, message };
			update({ notices: [...state.notices, Object.freeze(notice)] });
			return id;
		},
		setSaving(isSaving) {
			if (isSaving !== state.isSaving) {
				update({ isSaving });
			}
		},
		removeNotice(id) {
			if (state.notices.some((notice) => notice.id === id)) {
				update({ notices: state.notices.filter((notice) => notice.id !== id) });
			}
		},
	};
}
