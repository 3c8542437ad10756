import type { MapPlace } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { speak } from '@wordpress/a11y';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { MAX_SEARCH_RESULTS, SEARCH_DEBOUNCE_MS } from '../constants';
import { searchPlaces } from './search-places';
import { serverMessage } from './server-message';

export type PlaceSearchState =
	| { readonly status: 'idle' }
	| { readonly status: 'searching' }
	| { readonly status: 'found'; readonly places: readonly MapPlace[] }
	| { readonly status: 'failed'; readonly message: string };

/**
 * Places matching `query`, searched 250 ms after the typing stops (an earlier
 * search still running is cancelled) with the active provider's search (`mapboxToken`:
 * the token of the map's Mapbox tiles, `''` for the keyless search): at most ten,
 * their number spoken to screen readers.
 */
export function usePlaceSearch(query: string, mapboxToken: string): PlaceSearchState {
	const { api } = useHost();
	const [state, setState] = useState<PlaceSearchState>({ status: 'idle' });
	const text = query.trim();

	useEffect(() => {
		if (text === '') {
			setState({ status: 'idle' });
			return undefined;
		}
		const controller = new AbortController();
		const timer = setTimeout(() => {
			setState({ status: 'searching' });
			searchPlaces(
				api,
				{ query: text, limit: MAX_SEARCH_RESULTS },
				mapboxToken,
				controller.signal
			).then(
				({ features }) => {
					if (controller.signal.aborted) {
						return;
					}
					const places = features.slice(0, MAX_SEARCH_RESULTS);
					setState({ status: 'found', places });
					speak(
						places.length === 0
							? __('No results.', 'blockyard')
							: sprintf(
									/* translators: %d: the number of places found. */
									_n(
										'%d result found, use up and down arrow keys to navigate.',
										'%d results found, use up and down arrow keys to navigate.',
										places.length,
										'blockyard'
									),
									places.length
								),
						'assertive'
					);
				},
				(error: unknown) => {
					if (!controller.signal.aborted) {
						setState({
							status: 'failed',
							message: serverMessage(
								error,
								__('The places could not be searched.', 'blockyard')
							),
						});
					}
				}
			);
		}, SEARCH_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [api, text, mapboxToken]);

	return state;
}
