import type { Client } from '@blockyard/api-client';
import { createConnectionStore, type ConnectionStore } from '@blockyard/connection';

/**
 * The playground's connection store. The playground has no page state of its
 * own: it starts as "not registered", refreshes from the local provider right
 * away, and registers with a fixed nonce (the local provider wants one, any).
 */
export function createPlaygroundConnectionStore(client: Client): ConnectionStore {
	const store = createConnectionStore({ client, initial: { registrationNonce: 'blockyard-playground' } });
	void store.getState().refresh();
	return store;
}
