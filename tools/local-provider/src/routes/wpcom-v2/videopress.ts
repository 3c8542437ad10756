import type { Hono } from 'hono';
import * as z from 'zod';

import { setMediaTitle } from '../../data/media';
import { getVideoFaults } from '../../data/video-faults';
import { sameNonce } from '../../data/rest-nonce';
import { getVideo, getVideoByMediaId, updateVideo } from '../../data/videos';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { issuePlaybackToken, PLAYBACK_TOKEN_LIFETIME_S } from '../../videos/playback-token';
import { setSiteVideoSettings, siteVideoSettings } from '../../videos/video-privacy';
import { REST_PREFIX, type RouteContext } from '../route-context';

const metaBodySchema = z.object({
	id: z.number().int().positive(),
	title: z.string().max(1000).optional(),
	description: z.string().max(5000).optional(),
	rating: z.enum(['G', 'PG-13', 'R-17']).optional(),
	allow_download: z.union([z.literal(0), z.literal(1)]).optional(),
	privacy_setting: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});

const settingsBodySchema = z.object({ videopress_private_enabled_for_site: z.boolean() });

/**
 * `POST wpcom/v2/videopress/meta`: changes a video's details by its attachment id (rating,
 * download, privacy, title, description), which `wp/v2/media/{id}` (the title as the
 * attachment's) and `rest/v1.1/videos/{guid}` show from then on; success answers `data: 200`.
 * Behind the site's nonce, as every write of the site. The test switch
 * `blockyard-testing/v1/videopress` makes it refuse.
 *
 * `POST wpcom/v2/videopress/playback-jwt/{guid}`: `{ metadata_token, expires_in }`, a playback
 * token that opens the private video's player and files (`src/videos/playback-token.ts`). The
 * site asks for it, as the site, for a visitor it has signed in: with the data folder's nonce in
 * `X-WP-Nonce` only (the credential a program of the site holds), never on a page's `Origin`
 * alone, so a visitor's browser cannot mint one. An unknown guid answers 404.
 *
 * `GET`, `POST wpcom/v2/videopress/settings`: `{ videopress_private_enabled_for_site }`, the
 * site's default privacy (what a video whose privacy is "site default", 2, follows).
 */
export function mountWpcomV2Videopress(app: Hono, { db, nonce }: RouteContext): void {
	app.post(`${REST_PREFIX}/wpcom/v2/videopress/playback-jwt/:guid{[A-Za-z0-9]+}`, (c) => {
		if (!sameNonce(nonce, c.req.header('x-wp-nonce'))) {
			throw new RestError('rest_forbidden', 'Only the site may ask for a playback token.', 403);
		}
		const video = getVideo(db, c.req.param('guid') ?? '');
		if (!video) {
			throw new RestError('unknown_video', 'No video has this guid.', 404);
		}
		c.header('Cache-Control', 'no-store');
		return c.json({
			metadata_token: issuePlaybackToken(db, video.guid),
			expires_in: PLAYBACK_TOKEN_LIFETIME_S,
		});
	});

	app.get(`${REST_PREFIX}/wpcom/v2/videopress/settings`, (c) => c.json(siteVideoSettings(db)));

	app.post(`${REST_PREFIX}/wpcom/v2/videopress/settings`, async (c) => {
		setSiteVideoSettings(db, await readJsonBody(c, settingsBodySchema));
		return c.json(siteVideoSettings(db));
	});

	app.post(`${REST_PREFIX}/wpcom/v2/videopress/meta`, async (c) => {
		const { id, ...changes } = await readJsonBody(c, metaBodySchema);
		const video = getVideoByMediaId(db, id);
		if (!video) {
			throw new RestError('videopress_no_video', 'This attachment is not a VideoPress video.', 404);
		}
		if (getVideoFaults(db).meta_failing) {
			throw new RestError('videopress_meta_failed', 'The video details could not be saved.', 500);
		}
		const defined = Object.fromEntries(Object.entries(changes).filter((entry) => entry[1] !== undefined));
		updateVideo(db, video.guid, (current) => ({ ...current, ...defined }));
		if (changes.title !== undefined) {
			// The platform renames the attachment too: `wp/v2/media/{id}` answers the new title.
			setMediaTitle(db, id, changes.title);
		}
		return c.json({ code: 'success', message: 'Video meta updated successfully.', data: 200 });
	});
}
