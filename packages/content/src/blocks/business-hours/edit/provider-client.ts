import { createClient, type Client } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';

/** The client the block reaches the provider's namespaces (`wpcom/v2`, …) through. */
export function createProviderClient(host: BlockyardHost): Client {
	return createClient({ root: host.rest.providerRoot, nonce: host.rest.nonce });
}
