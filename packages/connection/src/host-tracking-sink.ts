import type { BlockyardHost, HostTrackingProps } from '@blockyard/ui';

import type { TrackingProps, TrackingSink } from './tracking';

/** The props without `undefined` values: what an analytics service can store. */
function definedProps(props: TrackingProps): HostTrackingProps {
	return Object.fromEntries(
		Object.entries(props).filter((entry): entry is [string, string | number | boolean | null] => {
			return entry[1] !== undefined;
		})
	);
}

/**
 * A tracker's sink that hands events to the host's `track`, the host's way to the
 * provider's analytics. A host without `track` records nothing; a `track` that
 * throws is ignored, so analytics never breaks what the user did.
 *
 * @example
 * const recordEvent = createTracker({ getState: store.getState, sink: hostTrackingSink(host) });
 */
export function hostTrackingSink(host: Pick<BlockyardHost, 'track'>): TrackingSink {
	return (name, props, user) => {
		try {
			host.track?.({ name, props: definedProps(props), user });
		} catch {
			// Analytics is best effort.
		}
	};
}
