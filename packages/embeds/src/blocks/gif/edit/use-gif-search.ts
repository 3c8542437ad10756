// The GIF block's search: a GIF service address is looked up by its id, anything else is
// searched for (at most ten GIFs), always through the site's provider, so no key of the GIF
// service reaches the browser. Nothing is changed until an answer comes; a failure keeps
// what the user typed and the GIF shown.
import { hostedGif, type Gif } from '@blockyard/api-client';
import { useOptionalHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { serverMessage } from '../../../embed/server-message';
import { giphyId } from '../parse';

export type GifSearchStatus = 'idle' | 'fetching';

export interface GifSearch {
	readonly status: GifSearchStatus;
	/** The GIFs of the last search (one for an address). */
	readonly results: readonly Gif[];
	/** The last failure's message, for a notice; cleared by the next search. */
	readonly error: string | undefined;
	readonly dismissError: () => void;
	/** Looks `text` up (an address) or searches for it; `onFound` gets the first GIF. */
	readonly search: (text: string) => void;
}

/** The GIF block's search, calling `onFound` with the first GIF of each answer. */
export function useGifSearch(onFound: (gif: Gif, text: string) => void): GifSearch {
	const host = useOptionalHost();
	const [status, setStatus] = useState<GifSearchStatus>('idle');
	const [results, setResults] = useState<readonly Gif[]>([]);
	const [error, setError] = useState<string | undefined>(undefined);
	const pending = useRef<AbortController | undefined>(undefined);

	useEffect(() => () => pending.current?.abort(), []);

	const search = useCallback(
		(text: string) => {
			const query = text.trim();
			if (query === '') {
				return;
			}
			pending.current?.abort();
			if (!host) {
				setError(__('GIF search needs the site’s connection to the provider.', 'blockyard'));
				return;
			}
			const controller = new AbortController();
			pending.current = controller;
			setError(undefined);
			setStatus('fetching');
			const id = giphyId(query);
			const answer =
				id === undefined
					? hostedGif.search(host.api, query, controller.signal).then(({ data }) => data)
					: hostedGif.get(host.api, id, controller.signal).then((gif) => [gif]);
			answer.then(
				(gifs) => {
					if (controller.signal.aborted) {
						return;
					}
					setStatus('idle');
					const first = gifs[0];
					if (!first) {
						setError(__('No GIFs were found. Try other words.', 'blockyard'));
						return;
					}
					setResults(gifs);
					onFound(first, query);
				},
				(reason: unknown) => {
					if (controller.signal.aborted) {
						return;
					}
					setStatus('idle');
					setError(
						serverMessage(reason, __('The GIF search failed. Please try again.', 'blockyard'))
					);
				}
			);
		},
		[host, onFound]
	);

	const dismissError = useCallback(() => setError(undefined), []);
	return { status, results, error, dismissError, search };
}
