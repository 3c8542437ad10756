import type { LocalizedWeek } from '@blockyard/api-client';
import { createHostClient, findHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

export type LocalizedWeekState =
	| { readonly status: 'loading' }
	| { readonly status: 'loaded'; readonly week: LocalizedWeek }
	| { readonly status: 'failed' };

/**
 * The site's day names and start of week from the provider, loaded once per
 * mount and cancelled on unmount. Any failure (no host, network, bad answer)
 * ends in `failed` and nothing else: the caller falls back silently.
 */
export function useLocalizedWeek(): LocalizedWeekState {
	const [state, setState] = useState<LocalizedWeekState>(() =>
		findHost() ? { status: 'loading' } : { status: 'failed' }
	);

	useEffect(() => {
		const host = findHost();
		if (!host) {
			return undefined;
		}
		const controller = new AbortController();
		createHostClient(host)
			.businessHours.localizedWeek(controller.signal)
			.then(
				(week) => {
					if (!controller.signal.aborted) {
						setState({ status: 'loaded', week });
					}
				},
				() => {
					if (!controller.signal.aborted) {
						setState({ status: 'failed' });
					}
				}
			);
		return () => controller.abort();
	}, []);

	return state;
}
