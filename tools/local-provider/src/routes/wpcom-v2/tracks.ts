import type { RecordedEvent, TrackedEvent } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { readOption, updateOption } from '../../data/option-json';
import { bodySizeLimit } from '../../http/body-size-limit';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { REST_PREFIX, type RouteContext } from '../route-context';

const TRACKS = `${REST_PREFIX}/wpcom/v2/tracks`;

/** The `options` row the recorded events live in (no table of their own: see the README). */
export const TRACKS_OPTION = 'hosted_tracks_events';

/** The most events kept: older ones are dropped first. */
export const MAX_RECORDED_EVENTS = 500;

/** 16 KiB: far more than an event's name, properties and user. */
const TRACKS_BODY_MAX_BYTES = 16 * 1024;

/** The names the service accepts: one of the two prefixes, then lower-case snake case. */
const EVENT_NAME = /^(jetpack|wpcom)_[a-z0-9_]+$/;

const propValueSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

const eventSchema = z.strictObject({
	name: z
		.string()
		.max(100)
		.regex(EVENT_NAME, 'The event name must start with jetpack_ or wpcom_ and hold only a-z, 0-9 and _.'),
	props: z
		.record(z.string().regex(/^[a-z0-9_]{1,50}$/), propValueSchema)
		.refine((props) => Object.keys(props).length <= 50, 'At most 50 properties.'),
	user: z.strictObject({ ID: z.int().min(1), login: z.string().min(1).max(200) }),
});

const recordedSchema = z.array(
	z.object({
		id: z.int(),
		name: z.string(),
		props: z.record(z.string(), propValueSchema),
		user: z.object({ ID: z.int(), login: z.string() }),
		date: z.string(),
	})
);

const listQuerySchema = z.object({ name: z.string().max(100).optional() });

/**
 * `wpcom/v2/tracks`: the stand-in for the provider's analytics. `POST` records one
 * event of a connected user (`{ name, props, user: { ID, login } }`, names with the
 * `jetpack_` or `wpcom_` prefix only) and answers 201 `{ recorded: true }`; `GET`
 * lists what was recorded, oldest first (`?name=` for one name), so tests read the
 * events back. The last {@link MAX_RECORDED_EVENTS} are kept.
 */
export function mountWpcomV2Tracks(app: Hono, { db }: RouteContext): void {
	const none = (): RecordedEvent[] => [];

	app.post(TRACKS, bodySizeLimit(TRACKS_BODY_MAX_BYTES), async (c) => {
		const event: TrackedEvent = await readJsonBody(c, eventSchema);
		updateOption(db, TRACKS_OPTION, recordedSchema, none, (events) => {
			const id = (events.at(-1)?.id ?? 0) + 1;
			const recorded: RecordedEvent = { id, ...event, date: new Date().toISOString() };
			return [...events, recorded].slice(-MAX_RECORDED_EVENTS);
		});
		return c.json({ recorded: true as const }, 201);
	});

	app.get(TRACKS, (c) => {
		const { name } = readQuery(c, listQuerySchema);
		const events = readOption(db, TRACKS_OPTION, recordedSchema, none);
		return c.json(name === undefined ? events : events.filter((event) => event.name === name));
	});
}
