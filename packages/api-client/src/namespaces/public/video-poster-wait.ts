import type { Api } from '../../api';
import { ApiError } from '../../errors/api-error';
import { publicVideos, type VideoPoster } from './videos';

/** The first pause before a poster being generated is asked for again, in milliseconds. */
export const VIDEO_POSTER_POLL_MS = 2000;
/** Each pause is this many times the one before… */
export const VIDEO_POSTER_POLL_GROWTH = 1.5;
/** …up to this long, in milliseconds. */
export const VIDEO_POSTER_POLL_MAX_MS = 30_000;

export interface WaitForVideoPosterOptions {
	/** The first pause between polls, in milliseconds. Default {@link VIDEO_POSTER_POLL_MS}. */
	readonly intervalMs?: number;
	/** How much each pause grows over the one before. Default {@link VIDEO_POSTER_POLL_GROWTH}; 1 keeps it even. */
	readonly growth?: number;
	/** The longest pause, in milliseconds. Default {@link VIDEO_POSTER_POLL_MAX_MS}. */
	readonly maxIntervalMs?: number;
	/**
	 * Polls before giving up with an `ApiError` `poster_timeout`. Default: no limit (the
	 * service makes every poster in the end; stop the wait with `signal`).
	 */
	readonly maxPolls?: number;
	/** Called after each answer that says the poster is still being made, with how many there were. */
	readonly onGenerating?: (polls: number) => void;
	/** Stops waiting: the promise rejects with the signal's reason. */
	readonly signal?: AbortSignal;
}

/** The pause before poll `poll` (1 is the second read): the first pause, grown each time, capped. */
export function videoPosterPollDelay(
	poll: number,
	options: Pick<WaitForVideoPosterOptions, 'intervalMs' | 'growth' | 'maxIntervalMs'> = {}
): number {
	const { intervalMs = VIDEO_POSTER_POLL_MS, growth = VIDEO_POSTER_POLL_GROWTH } = options;
	const { maxIntervalMs = Math.max(intervalMs, VIDEO_POSTER_POLL_MAX_MS) } = options;
	return Math.min(maxIntervalMs, intervalMs * Math.max(1, growth) ** Math.max(0, poll - 1));
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
 * asked for with `publicVideos.setPoster`), and answers the poster it then has. The pauses
 * between polls grow (2 s, 3 s, 4.5 s, … up to 30 s unless told otherwise), and there is no
 * limit to the polls unless `maxPolls` sets one: `signal` ends the wait.
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
	const { maxPolls = Number.POSITIVE_INFINITY, onGenerating, signal } = options;
	for (let poll = 0; poll < maxPolls; poll += 1) {
		if (poll > 0) {
			await pause(videoPosterPollDelay(poll, options), signal);
		}
		const answer = await publicVideos.poster(api, guid, signal);
		if (answer.generating !== true) {
			return answer;
		}
		onGenerating?.(poll + 1);
	}
	throw new ApiError({
		status: 504,
		code: 'poster_timeout',
		message: 'The poster is still being generated.',
		url: `${api.publicApi.root}videos/${encodeURIComponent(guid)}/poster`,
	});
}
