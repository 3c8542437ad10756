import { useOptionalHost } from '@blockyard/ui';
import { useMemo } from '@wordpress/element';

import { connectionStateFromPage } from '../connection-state';
import { hostTrackingSink } from '../host-tracking-sink';
import { createTracker, type RecordEvent, type TrackingSink } from '../tracking';
import { useOptionalConnectionStore } from './connection-context';

/** Without a connection store nobody counts as connected, so nothing is recorded. */
const NOT_CONNECTED = connectionStateFromPage();

/** Where events go when the host records none: nowhere (names are still checked). */
const nowhere: TrackingSink = () => undefined;

/**
 * A `recordEvent(name, props?)` for this editor: events go to the host's `track`,
 * only for a user the editor's connection store knows as connected with an ID and
 * a login, and only under an allowed name (an invalid one throws in development).
 * Answers whether the event was recorded.
 *
 * @example
 * const recordEvent = useTracker();
 * <Button onClick={() => recordEvent('jetpack_connection_reconnect_click')} />
 */
export function useTracker(): RecordEvent {
	const host = useOptionalHost();
	const store = useOptionalConnectionStore();
	return useMemo(
		() =>
			createTracker({
				getState: () => store?.getState() ?? NOT_CONNECTED,
				sink: host?.track ? hostTrackingSink(host) : nowhere,
			}),
		[host, store]
	);
}
