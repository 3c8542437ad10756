import { siteMaps, type MapSettings } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { serverMessage } from './server-message';

export type MapSettingsState =
	| { readonly status: 'loading' }
	| { readonly status: 'ready'; readonly settings: MapSettings }
	| { readonly status: 'failed'; readonly message: string };

/** The site's map provider and tile templates, loaded once per mount; `retry` loads them again. */
export function useMapSettings(): { readonly state: MapSettingsState; readonly retry: () => void } {
	const { api } = useHost();
	const [attempt, setAttempt] = useState(0);
	const [state, setState] = useState<MapSettingsState>({ status: 'loading' });

	useEffect(() => {
		const controller = new AbortController();
		setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
		siteMaps.settings(api, controller.signal).then(
			(settings) => {
				if (!controller.signal.aborted) {
					setState({ status: 'ready', settings });
				}
			},
			(error: unknown) => {
				if (!controller.signal.aborted) {
					setState({
						status: 'failed',
						message: serverMessage(
							error,
							__('The map’s settings could not be loaded.', 'blockyard')
						),
					});
				}
			}
		);
		return () => controller.abort();
	}, [api, attempt]);

	const retry = useCallback(() => setAttempt((count) => count + 1), []);
	return { state, retry };
}
