import { hostedMapbox, type MapboxKey } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { serverMessage } from './server-message';

/** Loading, needs a token, or ready: the map draws only when ready. */
export type TokenStatus = 'loading' | 'needs-token' | 'ready';

export interface AccessToken {
	readonly status: TokenStatus;
	/** The token the tiles are asked with. */
	readonly token: string;
	/** What the token field shows: empty when the token is the platform's own. */
	readonly fieldValue: string;
	/** A request is running: the buttons wait. */
	readonly busy: boolean;
	/** The server's message after a failed request. */
	readonly error: string | undefined;
	save(token: string): void;
	remove(): void;
}

interface TokenData {
	readonly status: TokenStatus;
	readonly token: string;
	readonly fieldValue: string;
}

const fromKey = (key: MapboxKey): TokenData => ({
	status: key.service_api_key === '' ? 'needs-token' : 'ready',
	token: key.service_api_key,
	fieldValue: key.service_api_key_source === 'wpcom' ? '' : key.service_api_key,
});

const NO_TOKEN: TokenData = { status: 'needs-token', token: '', fieldValue: '' };

/**
 * The site's Mapbox access token, when the map is drawn by Mapbox (`needed`):
 * loading, then ready with a token or needing one. A failed request shows the
 * server's message and returns to needing a token. Without Mapbox it is ready at once.
 */
export function useAccessToken(needed: boolean): AccessToken {
	const { api } = useHost();
	const [data, setData] = useState<TokenData>({ status: 'loading', token: '', fieldValue: '' });
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | undefined>();
	const mounted = useRef(true);
	useEffect(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, []);

	useEffect(() => {
		if (!needed) {
			return undefined;
		}
		const controller = new AbortController();
		hostedMapbox.get(api, controller.signal).then(
			(key) => {
				if (!controller.signal.aborted) {
					setData(fromKey(key));
				}
			},
			(failure: unknown) => {
				if (!controller.signal.aborted) {
					setData(NO_TOKEN);
					setError(
						serverMessage(
							failure,
							__('The Mapbox access token could not be loaded.', 'blockyard')
						)
					);
				}
			}
		);
		return () => controller.abort();
	}, [api, needed]);

	const run = useCallback((request: Promise<MapboxKey>, fallback: string) => {
		setBusy(true);
		setError(undefined);
		request.then(
			(key) => {
				if (mounted.current) {
					setData(fromKey(key));
					setBusy(false);
				}
			},
			(failure: unknown) => {
				if (mounted.current) {
					setData(NO_TOKEN);
					setError(serverMessage(failure, fallback));
					setBusy(false);
				}
			}
		);
	}, []);

	const save = useCallback(
		(token: string) =>
			run(
				hostedMapbox.save(api, token.trim()),
				__('The Mapbox access token could not be saved.', 'blockyard')
			),
		[api, run]
	);
	const remove = useCallback(
		() => run(hostedMapbox.remove(api), __('The Mapbox access token could not be removed.', 'blockyard')),
		[api, run]
	);

	if (!needed) {
		return { status: 'ready', token: '', fieldValue: '', busy: false, error: undefined, save, remove };
	}
	return { ...data, busy, error, save, remove };
}
