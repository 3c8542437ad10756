import { hostedMemberships } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useState } from '@wordpress/element';

/**
 * Stripe's connect page while the site has no Stripe account (the memberships status's
 * `connect_url`), asked of the provider once when `enabled`; `undefined` while it is not known,
 * when the site has an account, and when the provider could not say (no banner then).
 */
export function useStripeConnectUrl(enabled: boolean): string | undefined {
	const { api, site } = useHost();
	const [connectUrl, setConnectUrl] = useState<string | undefined>(undefined);
	useEffect(() => {
		if (!enabled) {
			return undefined;
		}
		const controller = new AbortController();
		hostedMemberships
			.status(
				api,
				{
					source: site.type === 'simple' ? 'gutenberg-wpcom' : 'gutenberg',
					type: 'all',
					isEditable: true,
				},
				controller.signal
			)
			.then(
				(status) => {
					if (!controller.signal.aborted) {
						setConnectUrl(status.connect_url === '' ? undefined : status.connect_url);
					}
				},
				() => undefined
			);
		return () => controller.abort();
	}, [api, enabled, site.type]);
	return connectUrl;
}
