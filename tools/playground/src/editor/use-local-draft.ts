import { useEffect, useRef } from '@wordpress/element';

import {
	removeDraft,
	writeDraft,
	type DraftStorage,
	type LocalDraft,
	type PostSnapshot,
} from './local-draft';
import type { PageLeave } from './page-leave';

/** How long typing may pause before the backup is written. */
export const DRAFT_WRITE_DELAY_MS = 500;

export interface UseLocalDraftOptions {
	/** Where drafts live; `undefined` where the browser offers no storage (then nothing is kept). */
	readonly storage: DraftStorage | undefined;
	readonly postId: number;
	/** Reads the title, the serialized blocks, the excerpt and terms as they are now (only when a backup is written). */
	readonly read: () => PostSnapshot;
	/** A value that is new whenever the title, the blocks, the excerpt or the terms change. */
	readonly revision: unknown;
	/** The post as the server has it. */
	readonly saved: PostSnapshot;
	readonly isDirty: boolean;
	/** False while the last save's answer could not be read: the backup stays until one is confirmed. */
	readonly isConfirmed: boolean;
	readonly pageLeave: PageLeave;
}

/**
 * Keeps a backup of the unsaved post in the browser: written half a second after
 * the last change and whenever the page is hidden, removed once a confirmed save
 * (or undo) makes the post match the server again. Before a round trip (Connect)
 * the page leave asks for a backup marked to come back without asking.
 */
export function useLocalDraft({
	storage,
	postId,
	read,
	revision,
	saved,
	isDirty,
	isConfirmed,
	pageLeave,
}: UseLocalDraftOptions): void {
	const latest = useRef({ read, saved, isDirty });
	latest.current = { read, saved, isDirty };
	const wasDirty = useRef(isDirty);
	// Once a round trip has begun, later writes (the page hiding as it leaves) keep its mark.
	const isRoundTrip = useRef(false);

	const write = useRef((roundTrip: boolean): boolean => {
		if (storage === undefined) {
			return false;
		}
		isRoundTrip.current ||= roundTrip;
		const draft: LocalDraft = {
			postId,
			...latest.current.read(),
			base: latest.current.saved,
			savedAt: Date.now(),
			roundTrip: isRoundTrip.current,
		};
		return writeDraft(storage, draft);
	});

	// Written a moment after the last change, so typing does not write on every key.
	useEffect(() => {
		if (!isDirty) {
			return undefined;
		}
		const timer = setTimeout(() => write.current(false), DRAFT_WRITE_DELAY_MS);
		return () => clearTimeout(timer);
	}, [isDirty, revision]);

	// Back to what the server has (saved, or undone): the backup has nothing left to keep.
	useEffect(() => {
		if (wasDirty.current && !isDirty && isConfirmed && storage !== undefined) {
			removeDraft(storage, postId);
		}
		wasDirty.current = isDirty;
	}, [isDirty, isConfirmed, storage, postId]);

	// A hidden page may never come back (closed tab, killed browser): write now.
	useEffect(() => {
		const onHide = () => {
			if (latest.current.isDirty) {
				write.current(false);
			}
		};
		window.addEventListener('pagehide', onHide);
		return () => window.removeEventListener('pagehide', onHide);
	}, []);

	useEffect(
		() =>
			pageLeave.register({
				hasUnsavedChanges: () => latest.current.isDirty,
				keepForReturn: () => write.current(true),
			}),
		[pageLeave]
	);
}
