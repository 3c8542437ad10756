import { serialize, type Block } from '@wordpress/blocks';
import { useCallback, useEffect, useReducer, useRef, useState } from '@wordpress/element';

/** How long editing may pause before the blocks are serialized for the unsaved-changes check. */
export const CONTENT_SETTLE_MS = 300;

export interface PostContent {
	/** The serialized blocks as they are now (serialized here if they have not been yet). */
	readonly read: () => string;
	/** The serialized blocks, or `undefined` while a change waits for editing to pause. */
	readonly settled: string | undefined;
}

/**
 * The post's content, serialized when it is needed rather than on every change,
 * as WordPress's editor does: serializing runs every block's `save`, which for a
 * long post costs more than a keystroke may. It is read when the post is saved or
 * backed up, and otherwise once editing pauses. Each blocks value is serialized
 * once (undo and redo come back to values already serialized), and `known`, blocks
 * the caller has serialized already (the post as loaded), are not serialized again;
 * only the first render's `known` counts.
 */
export function usePostContent(
	blocks: Block[],
	known?: { readonly blocks: Block[]; readonly content: string }
): PostContent {
	const [cache] = useState(
		() => new WeakMap<Block[], string>(known === undefined ? [] : [[known.blocks, known.content]])
	);
	const latest = useRef(blocks);
	latest.current = blocks;
	const [, settle] = useReducer((count: number) => count + 1, 0);

	const serializeOnce = useCallback(
		(value: Block[]): string => {
			const done = cache.get(value);
			if (done !== undefined) {
				return done;
			}
			const content = serialize(value);
			cache.set(value, content);
			return content;
		},
		[cache]
	);

	useEffect(() => {
		if (cache.has(blocks)) {
			return undefined;
		}
		const timer = setTimeout(() => {
			serializeOnce(blocks);
			settle();
		}, CONTENT_SETTLE_MS);
		return () => clearTimeout(timer);
	}, [blocks, cache, serializeOnce]);

	const read = useCallback(() => serializeOnce(latest.current), [serializeOnce]);
	return { read, settled: cache.get(blocks) };
}
