/** What the editor tells the page about its unsaved changes. */
export interface LeavingEditor {
	/** True while the post differs from what the server has. */
	hasUnsavedChanges(): boolean;
	/** Keeps the unsaved changes for the way back (a round-trip draft); `false` when it could not. */
	keepForReturn(): boolean;
}

/**
 * The page's one way out for a round trip: the connection store leaves through it
 * to authorize the account, and the editor says how to keep its changes. The
 * `beforeunload` guard asks nothing while a round trip with the changes kept is
 * under way, and asks as usual when they could not be kept.
 */
export interface PageLeave {
	/** The editor on the page registers itself; returns the unregister function. */
	register(editor: LeavingEditor): () => void;
	/** Leaves for `url`, expecting to come back: the editor keeps its unsaved changes first. */
	leaveAndReturn(url: string): void;
	/** True once a round trip has started with the unsaved changes kept (or none to keep). */
	isLeavingWithChangesKept(): boolean;
}

/**
 * @example
 * const pageLeave = createPageLeave();
 * createConnectionStore({ calls, navigate: pageLeave.leaveAndReturn });
 */
export function createPageLeave(
	navigate: (url: string) => void = (url) => window.location.assign(url)
): PageLeave {
	let editor: LeavingEditor | undefined;
	let changesKept = false;
	return {
		register(next) {
			editor = next;
			return () => {
				if (editor === next) {
					editor = undefined;
				}
			};
		},
		leaveAndReturn(url) {
			changesKept = editor === undefined || !editor.hasUnsavedChanges() || editor.keepForReturn();
			navigate(url);
		},
		isLeavingWithChangesKept: () => changesKept,
	};
}
