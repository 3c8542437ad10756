import type { Api } from '../../api';
import { ApiError } from '../../errors/api-error';
import { publicVideos, type VideoPoster } from './videos';

/** How often a poster being generated is asked for again, in milliseconds. */
export const VIDEO_POSTER_POLL_MS = 2000;

export interface WaitForVideoPosterOptions {
	/** Milliseconds between polls. Default {@link VIDEO_POSTER_POLL_MS}. */
	readonly intervalMs?: number;
	/** Polls before giving up with an `ApiError` `poster_timeout`. Default 60 (two minutes). */
	readonly maxPolls?: number;
	/** Stops waiting: the promise rejects with the signal's reason. */
	readonly signal?: AbortSignal;
}

const pause = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
	new Promise((resolve, reject) => {
		if (signal?.aborted) {
			reject(signal.reason);
			return;
		}
		const timer = setTimeout(() => {
			signal?.removeEventListener('abort', stop);
			resolve();
		}, ms);
		function stop() {
			clearTimeout(timer);
			reject(signal?.reason);
		}
		signal?.addEventListener('abort', stop, { once: true });
	});

/**
 * Polls `GET videos/{guid}/poster` until it stops answering `generating` (after a frame was
 * asked for with `publicVideos.setPoster`), and answers the poster it then has.
 *
 * @example
 * await publicVideos.setPoster(api, guid, { atTime: 5000 });
 * const { poster } = await waitForVideoPoster(api, guid, { signal });
 */
export async function waitForVideoPoster(
	api: Api,
	guid: string,
	options: WaitForVideoPosterOptions = {}
): Promise<VideoPoster> {
	const { intervalMs = VIDEO_POSTER_POLL_MS, maxPolls = 60, signal } = options;
	for (let poll = 0; poll < maxPolls; poll += 1) {
		if (poll > 0) {
			await pause(intervalMs, signal);
		}
		const answer = await publicVideos.poster(api, guid, signal);
		if (answer.generating !== true) {
			return answer;
		}
	}
	throw new ApiError({
		status: 504,
		code: 'poster_timeout',
		message: 'The poster is still being generated.',
		url: `${api.publicApi.root}videos/${encodeURIComponent(guid)}/poster`,
	});
}
