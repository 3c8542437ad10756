import { __, sprintf } from '@wordpress/i18n';

import { LoadTimeoutError } from './lazy-loader';

/** Why a chunk did not load, as the failure state tells it. */
export type LoadFailureReason = 'timeout' | 'stylesheet' | 'network' | 'other';

/** Which chunk failed to load and why, read from the error its load gave. */
export interface LoadFailure {
	/** The chunk's file name (`edit-Bx3k.js`, `style-9a.css`), when the error names it. */
	readonly chunk: string | undefined;
	/** Why it failed. */
	readonly reason: LoadFailureReason;
	/** The error's own words, for `other`. */
	readonly message: string;
}

// The address in a browser's or a bundler's error: Chromium's and Firefox's "…dynamically
// imported module: <url>", webpack's "Loading (CSS) chunk 12 failed. (<url>)", Vite's
// "Unable to preload CSS for <url>".
const CHUNK_ADDRESS = /[^\s()'"]+\.(?:m?js|css)\b/;

/**
 * What a failed load's error says: the chunk it names (the file, without its path) and why
 * it failed. A load that timed out is `timeout`, a stylesheet a chunk needs is `stylesheet`,
 * a fetch the browser could not make `network`.
 */
export function describeLoadFailure(error: unknown): LoadFailure {
	const message = error instanceof Error ? error.message : String(error);
	const chunk = CHUNK_ADDRESS.exec(message)?.[0].split('/').pop();
	let reason: LoadFailureReason = 'other';
	if (error instanceof LoadTimeoutError) {
		reason = 'timeout';
	} else if (/CSS|\.css\b/.test(message)) {
		reason = 'stylesheet';
	} else if (error instanceof TypeError || /chunk/i.test(message)) {
		// A browser's failed import of a module is a TypeError (Chromium, Firefox, Safari); a
		// bundler's failed chunk says "chunk".
		reason = 'network';
	}
	return { chunk, reason, message };
}

/**
 * One sentence naming the chunk that failed and why, for the person editing. `fallbackChunk`
 * names it when the error does not (a time-out never knows the file).
 *
 * @example
 * loadFailureText(new LoadTimeoutError(120000), 'blockyard/ad');
 * // 'The chunk blockyard/ad did not load within 120 seconds.'
 */
export function loadFailureText(error: unknown, fallbackChunk: string): string {
	const { chunk = fallbackChunk, reason, message } = describeLoadFailure(error);
	switch (reason) {
		case 'timeout':
			return sprintf(
				/* translators: 1: a script file or block name, 2: a number of seconds. */
				__('The chunk %1$s did not load within %2$d seconds.', 'blockyard'),
				chunk,
				(error as LoadTimeoutError).timeoutMs / 1000
			);
		case 'stylesheet':
			/* translators: %s: a stylesheet's file name. */
			return sprintf(__('The stylesheet %s could not be loaded.', 'blockyard'), chunk);
		case 'network':
			/* translators: %s: a script file or block name. */
			return sprintf(__('The chunk %s could not be fetched from the server.', 'blockyard'), chunk);
		default:
			/* translators: 1: a script file or block name, 2: the error's message. */
			return sprintf(__('The chunk %1$s failed: %2$s', 'blockyard'), chunk, message);
	}
}
