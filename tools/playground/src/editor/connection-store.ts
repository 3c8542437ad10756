import type { Api } from '@blockyard/api-client';
import { connectionCalls, createConnectionStore, type ConnectionStore } from '@blockyard/connection';

export interface PlaygroundConnectionOptions {
	/** How to leave for the authorize page and come back; default `window.location.assign`. */
	readonly navigate?: (url: string) => void;
}

/**
 * The playground's connection store. The playground has no page state of its
 * own: it starts as "not registered", refreshes from the local provider right
 * away, and registers with a fixed nonce (the local provider wants one, any).
 * The playground leaves through `navigate`, which keeps the editor's unsaved
 * changes for the way back.
 */
export function createPlaygroundConnectionStore(
	api: Api,
	options: PlaygroundConnectionOptions = {}
): ConnectionStore {
	const store = createConnectionStore({
		calls: connectionCalls(api),
		initial: { registrationNonce: 'blockyard-playground' },
		...(options.navigate ? { navigate: options.navigate } : {}),
	});
	void store.getState().refresh();
	return store;
}
