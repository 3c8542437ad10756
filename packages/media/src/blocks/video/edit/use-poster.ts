import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { waitForPosterUrl } from './poster/wait-for-poster-url';

type Waiting = 'no' | 'generating' | 'still-generating';

/**
 * While `guid` is set and the block has no poster (`undefined`: a poster removed on purpose is
 * `''`): asks the hosted service for the video's poster until it is made (a longer pause each
 * time, for as long as it takes), and hands it to `onPoster`. Answers what the block shows
 * meanwhile: 'Generating preview…', then, once the service has taken a while, that it is still
 * at it; `undefined` when not waiting. After a failure the preview shows without a poster.
 */
export function usePoster(
	guid: string | undefined,
	poster: string | undefined,
	onPoster: (url: string) => void
): string | undefined {
	const { api } = useHost();
	const wanted = guid !== undefined && guid !== '' && poster === undefined;
	const [waiting, setWaiting] = useState<Waiting>(wanted ? 'generating' : 'no');

	useEffect(() => {
		if (!wanted) {
			setWaiting('no');
			return undefined;
		}
		setWaiting('generating');
		const controller = new AbortController();
		waitForPosterUrl(api, guid, controller.signal, () => setWaiting('still-generating'))
			.then((url) => {
				setWaiting('no');
				onPoster(url);
			})
			.catch(() => {
				if (!controller.signal.aborted) {
					setWaiting('no');
				}
			});
		return () => controller.abort();
		// onPoster changes with every render; the ask depends on the video only.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [api, guid, wanted]);

	switch (waiting) {
		case 'generating':
			return __('Generating preview…', 'blockyard');
		case 'still-generating':
			return __(
				'Still generating the preview: the video service is taking a while with this video.',
				'blockyard'
			);
		default:
			return undefined;
	}
}
