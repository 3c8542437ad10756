import { hostedMapkit } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { readyMapkit } from '../mapkit/adapter';
import { MapkitScriptError, type MapkitLibrary } from '../mapkit/library';
import { serverMessage } from './server-message';

export type MapkitState =
	| { readonly status: 'loading' }
	| { readonly status: 'ready'; readonly library: MapkitLibrary }
	| { readonly status: 'failed'; readonly messages: readonly string[] };

/** What the map says when MapKit cannot draw it: the script's failure, or the token's with the service's message. */
function failureMessages(error: unknown): string[] {
	if (error instanceof MapkitScriptError) {
		return [
			__(
				'The script for Apple Maps could not be loaded from its CDN. Please try refreshing.',
				'blockyard'
			),
		];
	}
	return [
		serverMessage(error, ''),
		__('Failed to retrieve a Mapkit API token. Please try refreshing.', 'blockyard'),
	].filter((message) => message !== '');
}

/**
 * MapKit for a map it draws (`needed`): the editor's token (`hostedMapkit.token`) and the
 * library from Apple's CDN, loaded only then and started with that same token (`readyMapkit`). A failure of either says so with the
 * service's message, and the map is not drawn.
 */
export function useMapkit(needed: boolean, doc: Document | undefined): MapkitState {
	const { api } = useHost();
	const [state, setState] = useState<MapkitState>({ status: 'loading' });

	useEffect(() => {
		if (!needed || !doc) {
			return undefined;
		}
		let stopped = false;
		// Not tied to this map's life: MapKit asks again when a token expires, for every map on the page.
		const token = () => hostedMapkit.token(api).then((answer) => answer.wpcom_mapkit_access_token);
		readyMapkit(doc, token).then(
			(library) => {
				if (!stopped) {
					setState({ status: 'ready', library });
				}
			},
			(error: unknown) => {
				if (!stopped) {
					setState({ status: 'failed', messages: failureMessages(error) });
				}
			}
		);
		return () => {
			stopped = true;
		};
	}, [api, needed, doc]);

	return state;
}
