import { createReduxStore } from '@wordpress/data';

import type { BlockyardHost } from './types';

interface HostState {
	readonly host: BlockyardHost | undefined;
}

interface SetHostAction {
	readonly type: 'SET_HOST';
	readonly host: BlockyardHost;
}

/**
 * The `blockyard/host` data store: the host of the editor whose registry holds
 * it. WordPress's editor gets it from `provideHost(host)` (the default
 * registry); an app or a test from `<HostProvider host={…}>`. Blocks read it
 * with `useHost()`, as Gutenberg's blocks read the editor's settings.
 */
export const hostStore = createReduxStore('blockyard/host', {
	reducer: (state: HostState = { host: undefined }, action: SetHostAction | { type: '' }): HostState =>
		action.type === 'SET_HOST' ? { host: action.host } : state,
	actions: {
		setHost: (host: BlockyardHost): SetHostAction => ({ type: 'SET_HOST', host }),
	},
	selectors: {
		getHost: (state: HostState): BlockyardHost | undefined => state.host,
	},
});
