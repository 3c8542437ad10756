import { hostStore, type BlockyardHost } from '@blockyard/ui';
import { select, subscribe } from '@wordpress/data';

import { addressNotices } from './address-notices';
import { takeAddressFlags } from './take-address-flags';

/** The editor's page: its address, and its history to take the flags out of the address. */
export interface AddressPage {
	readonly location: { readonly href: string; readonly host: string };
	readonly history: Pick<History, 'replaceState' | 'state'>;
}

/** The host of WordPress's own registry, once it has one (`provideHost`). */
const defaultHost = (): BlockyardHost | undefined =>
	(select(hostStore) as { getHost?: () => BlockyardHost | undefined } | undefined)?.getHost?.();

/** Calls `then` with the default registry's host: now if it has one, else once it gets one. */
function whenHosted(then: (host: BlockyardHost) => void): void {
	const host = defaultHost();
	if (host !== undefined) {
		then(host);
		return;
	}
	const unsubscribe = subscribe(() => {
		const provided = defaultHost();
		if (provided !== undefined) {
			unsubscribe();
			then(provided);
		}
	});
}

/**
 * Says, once, what the address flags tell on the editor's load (a plan bought, Stripe
 * connected or cancelled: `address-notices.ts`): the flags leave the address at once, so a
 * reload or a second call says nothing more, and the notices go to the host of WordPress's
 * registry as soon as it has one. `registerPaidBlocks()` loads this module only on a page whose
 * address has a flag.
 *
 * @example
 * showAddressNoticesOnLoad(window);
 */
export function showAddressNoticesOnLoad(page: AddressPage): void {
	const { flags, rest } = takeAddressFlags(page.location.href);
	if (Object.keys(flags).length === 0) {
		return;
	}
	page.history.replaceState(page.history.state, '', rest);
	const site = page.location.host;
	whenHosted((host) => {
		for (const notice of addressNotices(flags, site)) {
			host.notify(notice);
		}
	});
}
