import { businessHours, type LocalizedWeek } from '@blockyard/api-client';
import { useOptionalHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

export type LocalizedWeekState =
	| { readonly status: 'loading' }
	| { readonly status: 'loaded'; readonly week: LocalizedWeek }
	| { readonly status: 'failed' };

/**
 * The site's day names and start of week from the provider, loaded once per
 * mount (and again for another host) and cancelled on unmount. Any failure (no
 * host, network, bad answer) ends in `failed` and nothing else: the caller
 * falls back silently.
 */
export function useLocalizedWeek(): LocalizedWeekState {
	const host = useOptionalHost();
	const [state, setState] = useState<LocalizedWeekState>(() =>
		host ? { status: 'loading' } : { status: 'failed' }
	);

	useEffect(() => {
		if (!host) {
			setState((current) => (current.status === 'failed' ? current : { status: 'failed' }));
			return undefined;
		}
		const controller = new AbortController();
		businessHours.localizedWeek(host.api, controller.signal).then(
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
	}, [host]);

	return state;
}
