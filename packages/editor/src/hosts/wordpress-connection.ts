import {
	connectionCalls,
	createConnectionStore,
	parseConnectionPageState,
	type ConnectionStore,
} from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';

import type { WordPressPageState } from './wordpress-page-state';

/**
 * The connection store of a wp-admin page, started from the connection facts
 * the plugin printed (no request needed to know who is connected). Malformed
 * facts throw `InvalidPageStateError`, naming the field.
 */
export function createWordPressConnectionStore(
	host: BlockyardHost,
	pageState: WordPressPageState
): ConnectionStore {
	return createConnectionStore({
		calls: connectionCalls(host.api),
		initial: parseConnectionPageState(pageState.connection ?? {}),
	});
}
