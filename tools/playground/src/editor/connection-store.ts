import type { Api } from '@blockyard/api-client';
import { connectionCalls, createConnectionStore, type ConnectionStore } from '@blockyard/connection';

/**
 * The playground's connection store. The playground has no page state of its
 * own: it starts as "not registered", refreshes from the local provider right
 * away, and registers with a fixed nonce (the local provider wants one, any).
 */
export function createPlaygroundConnectionStore(api: Api): ConnectionStore {
	const store = createConnectionStore({
		calls: connectionCalls(api),
		initial: { registrationNonce: 'blockyard-playground' },
	});
	void store.getState().refresh();
	return store;
}
