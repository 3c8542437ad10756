import { publicVideos, type Api } from '@blockyard/api-client';

/** How long to wait between two asks for a poster still being made, in milliseconds. */
export const POSTER_POLL_MS = 2000;
/** How many asks before giving up. */
export const POSTER_POLL_LIMIT = 30;

export interface WaitForPosterOptions {
	readonly signal?: AbortSignal;
	readonly intervalMs?: number;
	readonly limit?: number;
	/** How to wait between two asks (tests count the waits); by default a timer. */
	readonly sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/** Thrown when the service is still making the poster after the last ask. */
export class PosterTimeoutError extends Error {
	override readonly name = 'PosterTimeoutError';
}

const delay = (ms: number, signal: AbortSignal | undefined) =>
	new Promise<void>((resolve, reject) => {
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener('abort', onAbort);
			resolve();
		}, ms);
		signal?.addEventListener('abort', onAbort, { once: true });
	});

/**
 * Asks the hosted service for the poster of video `guid` every 2 s until it is made
 * (`generating` false and a `poster`), and resolves with its address. Rejects with the
 * service's error, with a {@link PosterTimeoutError} after `limit` asks, or when `signal` aborts.
 */
export async function waitForVideoPoster(
	api: Api,
	guid: string,
	{
		signal,
		intervalMs = POSTER_POLL_MS,
		limit = POSTER_POLL_LIMIT,
		sleep = delay,
	}: WaitForPosterOptions = {}
): Promise<string> {
	for (let asks = 1; ; asks += 1) {
		const answer = await publicVideos.poster(api, guid, signal);
		if (!answer.generating && answer.poster) {
			return answer.poster;
		}
		if (asks >= limit) {
			throw new PosterTimeoutError(`The poster of ${guid} was not ready after ${String(asks)} asks.`);
		}
		await sleep(intervalMs, signal);
		signal?.throwIfAborted();
	}
}
