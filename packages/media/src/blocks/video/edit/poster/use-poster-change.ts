import type { VideoPosterChange } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { problemOf } from '../problem-of';
import { useVideoCalls } from '../video-calls';
import { waitForPosterUrl } from './wait-for-poster-url';

export interface PosterChangeState {
	/** True while the service makes a frame into the poster. */
	readonly generating: boolean;
	/** True once the service has taken a while over it (it is asked for as long as it takes). */
	readonly stillGenerating: boolean;
	/** What went wrong with the last change, in the service's words. */
	readonly error: string | undefined;
	/** Sets the video's poster on the service; the block gets its address once it is ready. */
	readonly change: (change: VideoPosterChange, fallbackUrl?: string) => void;
}

/**
 * Changes the poster of the hosted video `guid` on the service (a frame at a time, or an image
 * of the media library), then hands the new poster's address to `onPoster`: at once for an
 * image, after asking every 2 s until the service made it for a frame.
 */
export function usePosterChange(guid: string, onPoster: (url: string) => void): PosterChangeState {
	const { api } = useHost();
	const calls = useVideoCalls();
	const [generating, setGenerating] = useState(false);
	const [stillGenerating, setStillGenerating] = useState(false);
	const [error, setError] = useState<string | undefined>(undefined);
	const controller = useRef<AbortController | undefined>(undefined);
	const latestOnPoster = useRef(onPoster);
	latestOnPoster.current = onPoster;

	useEffect(() => () => controller.current?.abort(), [guid]);

	const change = useCallback(
		(next: VideoPosterChange, fallbackUrl?: string) => {
			controller.current?.abort();
			const current = new AbortController();
			controller.current = current;
			const { signal } = current;
			setError(undefined);
			setGenerating('atTime' in next);
			setStillGenerating(false);
			calls
				.setPoster(guid, next, signal)
				.then((answer) =>
					!answer.generating && (answer.poster ?? fallbackUrl)
						? (answer.poster ?? fallbackUrl ?? '')
						: waitForPosterUrl(api, guid, signal, () => setStillGenerating(!signal.aborted))
				)
				.then((url) => {
					if (!signal.aborted) {
						setGenerating(false);
						latestOnPoster.current(url);
					}
				})
				.catch((problem: unknown) => {
					if (!signal.aborted) {
						setGenerating(false);
						setError(problemOf(problem));
					}
				});
		},
		[api, calls, guid]
	);

	return { generating, stillGenerating: generating && stillGenerating, error, change };
}
