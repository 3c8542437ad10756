import type { MapPlace } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { searchPlaces } from './search-places';

/**
 * A map given an address (by the block around it) and no marker yet looks the
 * address up once, with the active provider's search once the map knows it (`search`:
 * undefined while the provider or its token loads), and calls `onFound` with the place;
 * when nothing is found it says so, and the map stays at its default location.
 */
export function useAddressMarker(
	address: string,
	hasMarkers: boolean,
	onFound: (place: MapPlace) => void,
	search: { readonly mapboxToken: string } | undefined
): { readonly notice: string | undefined; readonly dismiss: () => void } {
	const { api } = useHost();
	const [notice, setNotice] = useState<string | undefined>();
	const found = useRef(onFound);
	found.current = onFound;
	const query = address.trim();
	const ready = search !== undefined;
	const wanted = query !== '' && !hasMarkers && ready;
	const token = search?.mapboxToken ?? '';

	useEffect(() => {
		if (!wanted) {
			return undefined;
		}
		const controller = new AbortController();
		const notFound = () =>
			setNotice(
				__(
					'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
					'blockyard'
				)
			);
		searchPlaces(api, { query, limit: 1 }, token, controller.signal).then(
			({ features: [place] }) => {
				if (controller.signal.aborted) {
					return;
				}
				if (place) {
					found.current(place);
				} else {
					notFound();
				}
			},
			() => {
				if (!controller.signal.aborted) {
					notFound();
				}
			}
		);
		return () => controller.abort();
		// Looked up once for the address the block was given, when the search is ready, not again as markers come and go.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [api, query, ready]);

	return { notice, dismiss: () => setNotice(undefined) };
}
