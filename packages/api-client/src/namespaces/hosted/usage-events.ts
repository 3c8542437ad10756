import * as z from 'zod/mini';

import type { Api } from '../../api';

/*
 * Usage events: the provider's analytics, reached as the hosted platform's
 * `wpcom/v2/tracks` (the service's own name) through the provider root, so that in the
 * playground and the tests the local provider records them. Who may be recorded, and
 * which names are allowed, is decided before a call is made (`createTracker` in
 * @blockyard/connection).
 */

/** A property's value: what the analytics service stores as it is. */
export const trackedPropValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One event as the client sends it: its name, its properties and the connected user it is for. */
export const trackedEventSchema = z.object({
	name: z.string(),
	props: z.record(z.string(), trackedPropValueSchema),
	user: z.object({ ID: z.number(), login: z.string() }),
});
/** One usage event as the client sends it. */
export type TrackedEvent = z.infer<typeof trackedEventSchema>;

/** `POST wpcom/v2/tracks` answers 201 `{ recorded: true }`. */
export const trackRecordedSchema = z.object({ recorded: z.literal(true) });

/** One recorded event as `GET wpcom/v2/tracks` lists it (oldest first): the event, its id and when it arrived. */
export const recordedEventSchema = z.object({
	...trackedEventSchema.shape,
	id: z.number(),
	/** When the service received it, ISO 8601 in UTC. */
	date: z.string(),
});
/** One usage event as the service recorded it. */
export type RecordedEvent = z.infer<typeof recordedEventSchema>;
/** `GET wpcom/v2/tracks`: the recorded events, oldest first. */
export const recordedEventsSchema = z.array(recordedEventSchema);

/**
 * The provider's analytics: `record` sends one usage event, `list` reads back what
 * was recorded (the local provider answers it, so tests can check what was sent).
 *
 * @example
 * await usageEvents.record(api, { name: 'jetpack_ai_assistant_accept', props: { as: 'blocks' }, user });
 */
export const usageEvents = {
	/** Records one event. */
	record: (api: Api, event: TrackedEvent): Promise<void> =>
		api.hosted
			.request('tracks', {
				call: 'usageEvents.record',
				method: 'post',
				json: event,
				schema: trackRecordedSchema,
			})
			.then(() => undefined),
	/** The events recorded so far, oldest first; `name` keeps only those of one name. */
	list: (api: Api, query: { readonly name?: string } = {}): Promise<RecordedEvent[]> =>
		api.hosted.request('tracks', {
			call: 'usageEvents.list',
			searchParams: { name: query.name },
			schema: recordedEventsSchema,
		}),
};

/**
 * `usageEvents` under its former name, kept for one release: the same object, so it
 * behaves identically. It was renamed because "tracks" elsewhere are a video's text tracks.
 *
 * @deprecated Use usageEvents
 */
export const tracks = usageEvents;
