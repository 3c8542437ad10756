import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import type { Hono } from 'hono';
import * as z from 'zod';

import { setAiRequestsCount } from '../../ai/quota';
import { failingExternalServices, setFailingExternalServices } from '../../data/external-media-state';
import { getConnections, postInstagramPhoto, setConnected } from '../../data/hosted-connections';
import { getMailchimpList, setMailchimpFailing } from '../../data/mailchimp-list';
import { setMembershipsTesting } from '../../data/memberships';
import { setSitePlan, SITE_PLAN_SLUGS, sitePlan } from '../../data/site-plan';
import { getUploadFaults, setUploadFaults } from '../../data/upload-faults';
import { setVideoFaults } from '../../data/video-faults';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { INSTAGRAM_PHOTO_COUNT } from '../../instagram/instagram-photos';
import { REST_PREFIX, type RouteContext, type RouteModule } from '../route-context';

/** The namespace of the routes that exist only for tests, with fault injection on. */
export const TESTING_NAMESPACE = 'blockyard-testing/v1';

const aiRequestsSchema = z.strictObject({ count: z.int().min(0).max(1_000_000) });

/**
 * `PUT blockyard-testing/v1/ai-requests` with `{ "count": N }`: sets the
 * site's AI request count and answers `{ "count": N }`, so a test can start
 * at (or just under) the free requests' limit.
 */
export function mountTestingAiRequests(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/ai-requests`, async (c) => {
		const { count } = await readJsonBody(c, aiRequestsSchema);
		setAiRequestsCount(db, count);
		return c.json({ count });
	});
}

const mailchimpSchema = z.strictObject({
	connected: z.boolean().optional(),
	failing: z.boolean().optional(),
});

/**
 * `PUT blockyard-testing/v1/mailchimp` with `{ "connected"?: bool, "failing"?: bool }`:
 * connects or disconnects the site's list without its connect page, and makes
 * the service refuse every signup (502) or take them again. Answers both
 * switches as they now are.
 */
export function mountTestingMailchimp(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/mailchimp`, async (c) => {
		const { connected, failing } = await readJsonBody(c, mailchimpSchema);
		if (connected !== undefined) {
			setConnected(db, 'mailchimp', connected);
		}
		if (failing !== undefined) {
			setMailchimpFailing(db, failing);
		}
		return c.json({ connected: getConnections(db).mailchimp, failing: getMailchimpList(db).failing });
	});
}

const externalMediaSchema = z.strictObject({
	failing: z.array(z.enum(['google_photos', 'pexels', 'openverse'])).max(3),
});

/**
 * `PUT blockyard-testing/v1/external-media` with `{ "failing": ["pexels", …] }`:
 * the listed external media services answer every list, copy and connection
 * call with a 500 `internal_server_error` (the rest work again). Answers the
 * switch as it now is.
 */
export function mountTestingExternalMedia(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/external-media`, async (c) => {
		const { failing } = await readJsonBody(c, externalMediaSchema);
		setFailingExternalServices(db, failing);
		return c.json({ failing: failingExternalServices(db) });
	});
}

const uploadsSchema = z.strictObject({
	cut: z.number().min(0).max(1).optional(),
	bytes_per_second: z
		.int()
		.min(1024)
		.max(1024 * 1024 * 1024)
		.nullable()
		.optional(),
});

/**
 * `PUT blockyard-testing/v1/uploads` with `{ "cut"?: 0..1, "bytes_per_second"?: N | null }`:
 * the resumable video upload's faults. `cut` is the chance that a chunk's connection drops
 * part-way (the bytes before the cut are kept, so the client resumes from the offset a HEAD
 * gives; the chunk after a cut always goes through); `bytes_per_second` paces every chunk (slow
 * enough to reload the page mid-upload), `null` lifts it. Answers the switches and `cuts`, the
 * number of connections cut so far.
 */
export function mountTestingUploads(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/uploads`, async (c) => {
		const change = await readJsonBody(c, uploadsSchema);
		setUploadFaults(db, {
			...(change.cut !== undefined ? { cut: change.cut } : {}),
			...(change.bytes_per_second !== undefined ? { bytes_per_second: change.bytes_per_second } : {}),
		});
		return c.json(getUploadFaults(db));
	});
}

const videopressSchema = z.strictObject({ meta_failing: z.boolean().optional() });

/**
 * `PUT blockyard-testing/v1/videopress` with `{ "meta_failing"?: bool }`: `videopress/meta`
 * refuses every change with a 500 `videopress_meta_failed` (and changes nothing), so the
 * block's optimistic rating, download and privacy changes can be seen to revert; `false`
 * takes changes again. Answers the switch as it now is.
 */
export function mountTestingVideopress(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/videopress`, async (c) => {
		const { meta_failing } = await readJsonBody(c, videopressSchema);
		return c.json(setVideoFaults(db, meta_failing === undefined ? {} : { meta_failing }));
	});
}

/**
 * `PUT blockyard-testing/v1/upload-sink` with any body: writes it to a file in the OS temp dir,
 * deletes it, and answers `{ "bytes": N }`. The plain upload the resumable one is measured
 * against (`npm run bench`): the same bytes to disk over one request.
 */
export function mountTestingUploadSink(app: Hono): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/upload-sink`, async (c) => {
		const folder = await mkdtemp(join(tmpdir(), 'blockyard-upload-sink-'));
		let bytes = 0;
		try {
			const body = c.req.raw.body;
			if (body !== null) {
				const counted = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
				counted.on('data', (chunk: Buffer) => {
					bytes += chunk.byteLength;
				});
				await pipeline(counted, createWriteStream(join(folder, 'upload')));
			}
		} finally {
			await rm(folder, { recursive: true, force: true });
		}
		return c.json({ bytes });
	});
}

const membershipsSchema = z.strictObject({
	connected: z.boolean().optional(),
	failing: z.boolean().optional(),
});

/**
 * `PUT blockyard-testing/v1/memberships` with `{ "connected"?: bool, "failing"?: bool }`:
 * connects the site's test payment account or removes it (the status then gives a
 * `connect_url`; the products stay), and makes `memberships/status` answer 500 or answer again.
 * Answers both switches as they now are.
 */
export function mountTestingMemberships(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/memberships`, async (c) => {
		const change = await readJsonBody(c, membershipsSchema);
		return c.json(
			setMembershipsTesting(db, {
				...(change.connected === undefined ? {} : { connected: change.connected }),
				...(change.failing === undefined ? {} : { failing: change.failing }),
			})
		);
	});
}

const sitePlanSchema = z.strictObject({ slug: z.enum(SITE_PLAN_SLUGS) });

/**
 * `PUT blockyard-testing/v1/site-plan` with `{ "slug": "free_plan" }`: puts the site on that plan
 * of the public plans list (`jetpack/v4/site` then gives it), so a test can show a paid block to a
 * site without the plan it needs. Answers the site's plan as `jetpack/v4/site` gives it.
 */
export function mountTestingSitePlan(app: Hono, { db }: RouteContext): void {
	app.put(`${REST_PREFIX}/${TESTING_NAMESPACE}/site-plan`, async (c) => {
		const { slug } = await readJsonBody(c, sitePlanSchema);
		setSitePlan(db, slug);
		return c.json(sitePlan(db));
	});
}

const instagramPostSchema = z.strictObject({
	username: z.string().min(1).max(100),
	title: z.string().min(1).max(200),
	photo: z
		.int()
		.min(0)
		.max(INSTAGRAM_PHOTO_COUNT - 1)
		.default(0),
});

/**
 * `POST blockyard-testing/v1/instagram-posts` with `{ "username", "title", "photo"?: 0..29 }`:
 * posts one of the stand-in photos with that caption to the connected Instagram account of that
 * user name, as its newest (first in its gallery), so a test can see a page show a photo posted
 * after it was saved. Answers `{ "username", "posted": N }` (how many it has had posted); 404
 * when no account has that name.
 */
export function mountTestingInstagramPosts(app: Hono, { db }: RouteContext): void {
	app.post(`${REST_PREFIX}/${TESTING_NAMESPACE}/instagram-posts`, async (c) => {
		const { username, title, photo } = await readJsonBody(c, instagramPostSchema);
		const account = postInstagramPhoto(db, username, { photo, title });
		if (!account) {
			throw new RestError(
				'instagram_account_not_found',
				'No Instagram account has this user name.',
				404
			);
		}
		return c.json({ username, posted: account.posted.length });
	});
}

/** Mounted by `createProvider` only with `faults: true` (see `src/http/faults.ts`); absent (404) otherwise. */
export const testingRouteModules: readonly RouteModule[] = [
	{ namespace: TESTING_NAMESPACE, mount: mountTestingAiRequests },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingMailchimp },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingExternalMedia },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingUploads },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingUploadSink },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingVideopress },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingMemberships },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingSitePlan },
	{ namespace: TESTING_NAMESPACE, mount: mountTestingInstagramPosts },
];
