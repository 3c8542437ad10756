import { yieldToBrowser } from '@blockyard/ui';

import { renderMarkdown } from './render';
import { CHUNK_CHARS, splitMarkdown } from './split-markdown';

/**
 * The time, in milliseconds, a slice of a long rendering may take before the browser gets its
 * thread back: a chunk started just before it ends adds its own few tens, so no task comes
 * near the 200 ms after which the editor would feel stuck, and frames keep being painted.
 */
export const SLICE_MS = 30;

/** A rendering of markdown under way, chunk by chunk (see {@link renderMarkdownInSlices}). */
export interface MarkdownRendering {
	readonly source: string;
	/** The sanitised HTML of each chunk rendered so far, in order. */
	readonly chunks: readonly string[];
	/** True once every chunk is rendered. */
	readonly isDone: () => boolean;
	/** Resolves when a chunk is added, or the rendering ends or is cancelled. */
	readonly changed: () => Promise<void>;
	/** Stops the rendering: no chunk is added after this. */
	readonly cancel: () => void;
	/** The whole HTML (the chunks joined) once done; undefined when cancelled first. */
	readonly finished: Promise<string | undefined>;
}

/**
 * Renders markdown as {@link renderMarkdown} does, a chunk at a time (`splitMarkdown`): the
 * chunks, joined, are the same HTML, each sanitised the same way. A document of one chunk (the
 * usual case) is rendered before this returns; a longer one starts in a task of its own and
 * goes on in slices of about {@link SLICE_MS}, giving the browser its thread back between
 * them, until done or cancelled.
 */
export function renderMarkdownInSlices(
	source: string,
	{
		chunkChars = CHUNK_CHARS,
		sliceMs = SLICE_MS,
		parts = splitMarkdown(source, chunkChars),
	}: {
		chunkChars?: number;
		sliceMs?: number;
		/** The source's chunks, when they are known already (`splitMarkdown(source)`). */
		parts?: readonly string[];
	} = {}
): MarkdownRendering {
	const chunks: string[] = [];
	let cancelled = false;
	let done = false;
	let wake: (() => void) | undefined;
	let waiting: Promise<void> | undefined;
	const notify = () => {
		const resolve = wake;
		wake = undefined;
		waiting = undefined;
		resolve?.();
	};

	const run = async (): Promise<string | undefined> => {
		if (parts.length > 1) {
			// Not in the task that asked: that one has its own work (an editor inserting the block).
			await yieldToBrowser();
		}
		let sliceStart = performance.now();
		for (const part of parts) {
			if (chunks.length > 0 && performance.now() - sliceStart >= sliceMs) {
				await yieldToBrowser();
				sliceStart = performance.now();
			}
			if (cancelled) {
				return undefined;
			}
			chunks.push(renderMarkdown(part));
			notify();
		}
		done = true;
		notify();
		return chunks.join('');
	};

	return {
		source,
		chunks,
		isDone: () => done,
		changed: () => {
			if (done || cancelled) {
				return Promise.resolve();
			}
			waiting ??= new Promise((resolve) => {
				wake = resolve;
			});
			return waiting;
		},
		cancel: () => {
			cancelled = true;
			notify();
		},
		finished: run(),
	};
}
