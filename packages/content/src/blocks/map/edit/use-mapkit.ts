import { hostedMapkit } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { initMapkit } from '../mapkit/adapter';
import { loadMapkit, type MapkitLibrary } from '../mapkit/library';
import { serverMessage } from './server-message';

export type MapkitState =
	| { readonly status: 'loading' }
	| { readonly status: 'ready'; readonly library: MapkitLibrary }
	| { readonly status: 'failed'; readonly messages: readonly string[] };

/**
 * MapKit for a map it draws (`needed`): the editor's token (`hostedMapkit.token`) and the
 * library from Apple's CDN, loaded only then. A failure of either says so with the
 * service's message, and the map is not drawn.
 */
export function useMapkit(needed: boolean, doc: Document | undefined): MapkitState {
	const { api } = useHost();
	const [state, setState] = useState<MapkitState>({ status: 'loading' });

	useEffect(() => {
		if (!needed || !doc) {
			return undefined;
		}
		const controller = new AbortController();
		// Not tied to this map's life: MapKit asks again when a token expires, for every map on the page.
		const token = (signal?: AbortSignal) =>
			hostedMapkit.token(api, signal).then((answer) => answer.wpcom_mapkit_access_token);
		const fail = (messages: string[]) => {
			if (!controller.signal.aborted) {
				setState({ status: 'failed', messages });
			}
		};
		token(controller.signal).then(
			() =>
				loadMapkit(doc).then(
					(library) => {
						initMapkit(library, () => token());
						if (!controller.signal.aborted) {
							setState({ status: 'ready', library });
						}
					},
					() =>
						fail([
							__(
								'The script for Apple Maps could not be loaded from its CDN. Please try refreshing.',
								'blockyard'
							),
						])
				),
			(error: unknown) =>
				fail(
					[
						serverMessage(error, ''),
						__('Failed to retrieve a Mapkit API token. Please try refreshing.', 'blockyard'),
					].filter((message) => message !== '')
				)
		);
		return () => controller.abort();
	}, [api, needed, doc]);

	return state;
}
