import { usageEvents, type Api } from '@blockyard/api-client';
import type { HostTrackingEvent } from '@blockyard/ui';

/**
 * A host's `track`: sends each event to the provider's analytics
 * (`POST wpcom/v2/tracks` on the provider root) and forgets it. A failure is
 * swallowed: analytics must never disturb the editor, and nobody retries it
 * (docs/decisions/0018-usage-events.md).
 *
 * @example
 * const host = { …, track: trackWithProvider(api) };
 */
export function trackWithProvider(api: Api): (event: HostTrackingEvent) => void {
	return (event) => {
		usageEvents
			.record(api, { name: event.name, props: { ...event.props }, user: { ...event.user } })
			.catch(() => undefined);
	};
}
