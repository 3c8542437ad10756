import type { Client } from '@blockyard/api-client';
import { createHostClient, getHost, type BlockyardHost } from '@blockyard/ui';

let cached: { readonly host: BlockyardHost; readonly client: Client } | undefined;

/** The API client of the current host, made once per host. */
export function hostClient(): Client {
	const host = getHost();
	if (cached?.host !== host) {
		cached = { host, client: createHostClient(host) };
	}
	return cached.client;
}
