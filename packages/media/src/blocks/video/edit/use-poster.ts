import { publicVideos } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

/** How long to wait between two asks for a poster still being made, in milliseconds. */
export const POSTER_POLL_MS = 2000;
/** How many asks before giving up (the preview then shows without a poster). */
export const POSTER_POLL_LIMIT = 30;

/**
 * While `guid` is set and the block has no poster: asks the hosted service for the video's
 * poster every 2 s until it is made, and hands it to `onPoster`. Says whether it is still
 * waiting (the block shows 'Generating preview…' meanwhile).
 */
export function usePoster(
	guid: string | undefined,
	poster: string | undefined,
	onPoster: (url: string) => void
): boolean {
	const { api } = useHost();
	const wanted = guid !== undefined && guid !== '' && (poster === undefined || poster === '');
	const [waiting, setWaiting] = useState(wanted);

	useEffect(() => {
		if (!wanted) {
			setWaiting(false);
			return undefined;
		}
		setWaiting(true);
		const controller = new AbortController();
		let timer: ReturnType<typeof setTimeout> | undefined;
		let asks = 0;
		const ask = () => {
			asks += 1;
			publicVideos
				.poster(api, guid, controller.signal)
				.then((answer) => {
					if (!answer.generating && answer.poster) {
						setWaiting(false);
						onPoster(answer.poster);
					} else if (asks < POSTER_POLL_LIMIT) {
						timer = setTimeout(ask, POSTER_POLL_MS);
					} else {
						setWaiting(false);
					}
				})
				.catch(() => {
					if (!controller.signal.aborted) {
						setWaiting(false);
					}
				});
		};
		ask();
		return () => {
			controller.abort();
			clearTimeout(timer);
		};
		// onPoster changes with every render; the ask depends on the video only.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [api, guid, wanted]);

	return waiting;
}
