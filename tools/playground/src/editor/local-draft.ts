/**
 * A backup of the post being edited in the browser's storage, so unsaved edits
 * outlive the page: a reload, a closed tab, a crash, or leaving to connect the
 * account (docs/decisions/0016-unsaved-edits.md).
 */

import { samePostDetails, type PostDetails } from '../host/post-details';

/** The part of a post the editor changes: its title, its serialized blocks, its excerpt and terms. */
export interface PostSnapshot {
	readonly title: string;
	readonly content: string;
	/** Absent from a backup written before the editor kept them: the server's stay. */
	readonly details?: PostDetails;
}

export interface LocalDraft extends PostSnapshot {
	readonly postId: number;
	/** The post as the server had it when the draft was written: a draft is restored only onto that. */
	readonly base: PostSnapshot;
	/** When it was written, in milliseconds since the epoch. */
	readonly savedAt: number;
	/** Written just before leaving for a round trip (Connect): brought back on return without asking. */
	readonly roundTrip: boolean;
}

/** The part of `Storage` a draft needs (tests pass a `Map`-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A round-trip draft older than this is offered, not restored silently: the user may have given up. */
export const ROUND_TRIP_MAX_AGE_MS = 30 * 60 * 1000;

export const draftKey = (postId: number): string => `blockyard-playground:draft:${postId}`;

const isIds = (value: unknown): value is readonly number[] =>
	Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

const isDetails = (value: unknown): value is PostDetails =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as PostDetails).excerpt === 'string' &&
	isIds((value as PostDetails).tags) &&
	isIds((value as PostDetails).categories);

const isSnapshot = (value: unknown): value is PostSnapshot =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as PostSnapshot).title === 'string' &&
	typeof (value as PostSnapshot).content === 'string' &&
	((value as PostSnapshot).details === undefined || isDetails((value as PostSnapshot).details));

function isDraft(value: unknown, postId: number): value is LocalDraft {
	if (!isSnapshot(value)) {
		return false;
	}
	const draft = value as Partial<LocalDraft>;
	return (
		draft.postId === postId &&
		isSnapshot(draft.base) &&
		typeof draft.savedAt === 'number' &&
		typeof draft.roundTrip === 'boolean'
	);
}

/** The browser's `localStorage`, or `undefined` where it is unavailable (blocked, sandboxed). */
export function browserStorage(): DraftStorage | undefined {
	try {
		return window.localStorage;
	} catch {
		return undefined;
	}
}

/** The post's draft; `undefined` when there is none, or what is stored is not a draft (it is removed). */
export function readDraft(storage: DraftStorage, postId: number): LocalDraft | undefined {
	let text: string | null;
	try {
		text = storage.getItem(draftKey(postId));
	} catch {
		return undefined;
	}
	if (text === null) {
		return undefined;
	}
	try {
		const value: unknown = JSON.parse(text);
		if (isDraft(value, postId)) {
			return value;
		}
	} catch {
		// Not JSON: dropped below.
	}
	removeDraft(storage, postId);
	return undefined;
}

/** Stores the draft; `false` when the storage refused it (full, or blocked). */
export function writeDraft(storage: DraftStorage, draft: LocalDraft): boolean {
	try {
		storage.setItem(draftKey(draft.postId), JSON.stringify(draft));
		return true;
	} catch {
		return false;
	}
}

export function removeDraft(storage: DraftStorage, postId: number): void {
	try {
		storage.removeItem(draftKey(postId));
	} catch {
		// Nothing to do: the next write replaces it.
	}
}

/** Whether two snapshots hold the same post; details one of them lacks are not compared. */
export const sameSnapshot = (a: PostSnapshot, b: PostSnapshot): boolean =>
	a.title === b.title &&
	a.content === b.content &&
	(a.details === undefined || b.details === undefined || samePostDetails(a.details, b.details));

/** What to do with a stored draft when the post has loaded. */
export type DraftOnLoad =
	/** No draft, or one that holds what the server has: nothing to bring back. */
	| { readonly action: 'none' }
	/** A round trip the user just made on purpose (Connect), onto the same post: bring it back. */
	| { readonly action: 'restore'; readonly draft: LocalDraft }
	/** Anything else: say a backup exists and let the user choose, as WordPress does. */
	| { readonly action: 'offer'; readonly draft: LocalDraft };

/**
 * Decides what a stored draft becomes once the post is loaded from the server.
 *
 * @example
 * draftOnLoad(readDraft(storage, 1), { title: post.title.raw, content, details }, Date.now());
 */
export function draftOnLoad(draft: LocalDraft | undefined, server: PostSnapshot, now: number): DraftOnLoad {
	if (draft === undefined || sameSnapshot(draft, server)) {
		return { action: 'none' };
	}
	const isFreshRoundTrip = draft.roundTrip && now - draft.savedAt <= ROUND_TRIP_MAX_AGE_MS;
	if (isFreshRoundTrip && sameSnapshot(draft.base, server)) {
		return { action: 'restore', draft };
	}
	return { action: 'offer', draft };
}
