import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

import { waitForPosterUrl } from './poster/wait-for-poster-url';

/**
 * While `guid` is set and the block has no poster (`undefined`: a poster removed on purpose is
 * `''`): asks the hosted service for the video's poster every 2 s until it is made, and hands
 * it to `onPoster`. Says whether it is still waiting (the block shows 'Generating preview…'
 * meanwhile); after the last ask, or a failure, the preview shows without a poster.
 */
export function usePoster(
	guid: string | undefined,
	poster: string | undefined,
	onPoster: (url: string) => void
): boolean {
	const { api } = useHost();
	const wanted = guid !== undefined && guid !== '' && poster === undefined;
	const [waiting, setWaiting] = useState(wanted);

	useEffect(() => {
		if (!wanted) {
			setWaiting(false);
			return undefined;
		}
		setWaiting(true);
		const controller = new AbortController();
		waitForPosterUrl(api, guid, controller.signal)
			.then((url) => {
				setWaiting(false);
				onPoster(url);
			})
			.catch(() => {
				if (!controller.signal.aborted) {
					setWaiting(false);
				}
			});
		return () => controller.abort();
		// onPoster changes with every render; the ask depends on the video only.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [api, guid, wanted]);

	return waiting;
}
