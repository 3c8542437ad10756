import type { Video, VideoPoster, VideoTracks } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { getMedia } from '../../data/media';
import { getVideo, POSTER_POLLS, updateVideo, type StoredVideo } from '../../data/videos';
import { invalidParams } from '../../http/invalid-params';
import { readJsonBody } from '../../http/read-json-body';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { requireUploadToken } from '../../http/upload-token-auth';
import { uploadPath } from '../../json/media-json';
import { frameTime, framePoster } from '../../videos/frame-poster';
import { isPlaybackToken } from '../../videos/playback-token';
import { isPrivateVideo } from '../../videos/video-privacy';
import { savePosterImage } from '../../videos/poster-image';
import type { RouteContext } from '../route-context';

/** The public API lives outside the REST root, as on the real platform: `/rest/v1.1/…`. */
export const PUBLIC_API_PREFIX = '/rest/v1.1';
const VIDEO = `${PUBLIC_API_PREFIX}/videos/:guid{[A-Za-z0-9]+}`;
/** Where the stored VTT files are served. */
const TRACK_FILES = '/videopress-tracks';

const posterBodySchema = z.union([
	z.object({ at_time: z.number().int().min(0).max(359_999_000), is_millisec: z.literal(true) }),
	z.object({ poster_attachment_id: z.number().int().positive() }),
]);

const trackKeySchema = z.object({
	kind: z.enum(['subtitles', 'captions', 'descriptions', 'chapters', 'metadata']),
	srclang: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, 'Expected a language tag such as en.'),
});
const newTrackSchema = trackKeySchema.extend({ label: z.string().min(1).max(200) });

/** 512 KiB: more than any subtitle file needs. */
const MAX_VTT_BYTES = 512 * 1024;

function videoOf(c: Context, db: RouteContext['db']): StoredVideo {
	const video = getVideo(db, c.req.param('guid') ?? '');
	if (!video) {
		throw new RestError('unknown_video', 'No video has this guid.', 404);
	}
	return video;
}

const trackSrc = (origin: string, guid: string, kind: string, srclang: string) =>
	`${origin}${TRACK_FILES}/${guid}/${kind}/${srclang}.vtt`;

function tracksJson(origin: string, video: StoredVideo): VideoTracks {
	const tracks: Record<string, Record<string, { src: string; label: string }>> = {};
	for (const track of video.tracks) {
		tracks[track.kind] = {
			...tracks[track.kind],
			[track.srclang]: {
				src: trackSrc(origin, video.guid, track.kind, track.srclang),
				label: track.label,
			},
		};
	}
	return tracks;
}

async function formFields(c: Context): Promise<Record<string, string | File>> {
	try {
		return await c.req.parseBody();
	} catch {
		throw new RestError('invalid_form', 'The request is not valid form data.', 400);
	}
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
	const result = schema.safeParse(value);
	if (!result.success) {
		throw invalidParams(result.error);
	}
	return result.data;
}

/**
 * The public API's video calls (`/rest/v1.1/videos/{guid}`), as the platform has them:
 *
 * - reads need no credentials: the video with its tracks grouped by kind then language, and
 *   the poster (`generating` for {@link POSTER_POLLS} read after a frame is asked for, then
 *   the new `poster`);
 * - writes (a poster frame or image, a track added or deleted) need the site's upload token
 *   in `Authorization` (`src/http/upload-token-auth.ts`): none answers 401, a bad one 403;
 * - a frame "at" a time is drawn, not taken from the file (no video decoder here): the
 *   video's card showing the time chosen (`src/videos/frame-poster.ts`), stored as an image
 *   of the media library;
 * - a track's VTT file is stored with the video and served at `/videopress-tracks/…` (a private
 *   video's only with a playback token in `metadata_token`, as its player and file).
 */
export function mountRestV11Videos(app: Hono, { db, uploadsDir }: RouteContext): void {
	const authorize = (c: Context) => requireUploadToken(db, c.req.header('authorization'));

	app.get(VIDEO, (c) => {
		const video = videoOf(c, db);
		const origin = requestOrigin(c);
		const json: Video = {
			guid: video.guid,
			post_id: video.media_id,
			title: video.title,
			description: video.description,
			rating: video.rating,
			allow_download: video.allow_download,
			privacy_setting: video.privacy_setting,
			...(video.poster ? { poster: `${origin}${video.poster}` } : {}),
			tracks: tracksJson(origin, video),
		};
		return c.json(json);
	});

	app.get(`${VIDEO}/poster`, (c) => {
		const video = videoOf(c, db);
		const pending = video.pending_poster;
		const next = updateVideo(db, video.guid, (current) =>
			pending === null
				? current
				: pending.polls > 0
					? { ...current, pending_poster: { ...pending, polls: pending.polls - 1 } }
					: { ...current, poster: pending.url, pending_poster: null }
		);
		const generating = pending !== null && pending.polls > 0;
		const poster = next?.poster ?? null;
		const json: VideoPoster = {
			generating,
			...(!generating && poster ? { poster: `${requestOrigin(c)}${poster}` } : {}),
		};
		return c.json(json);
	});

	app.post(`${VIDEO}/poster`, async (c) => {
		authorize(c);
		const video = videoOf(c, db);
		const body = await readJsonBody(c, posterBodySchema);
		if ('at_time' in body) {
			const frame = await savePosterImage(
				db,
				uploadsDir,
				await framePoster(video.guid, body.at_time),
				`${video.title} (frame at ${frameTime(body.at_time)})`
			);
			const url = uploadPath(frame.file_name);
			updateVideo(db, video.guid, (current) => ({
				...current,
				pending_poster: { url, polls: POSTER_POLLS },
			}));
			return c.json({ generating: true } satisfies VideoPoster);
		}
		const media = getMedia(db, body.poster_attachment_id);
		if (!media || !media.mime_type.startsWith('image/')) {
			throw new RestError('invalid_poster', 'The poster must be an image of the media library.', 400);
		}
		const path = uploadPath(media.file_name);
		updateVideo(db, video.guid, (current) => ({ ...current, poster: path, pending_poster: null }));
		return c.json({ generating: false, poster: `${requestOrigin(c)}${path}` } satisfies VideoPoster);
	});

	app.post(`${VIDEO}/tracks`, async (c) => {
		authorize(c);
		const video = videoOf(c, db);
		const fields = await formFields(c);
		const track = parse(newTrackSchema, fields);
		const file = fields['vtt'];
		if (!(file instanceof File) || file.size > MAX_VTT_BYTES) {
			throw new RestError('invalid_track', 'The track must be a WebVTT file of at most 512 KiB.', 400);
		}
		const vtt = await file.text();
		if (!vtt.startsWith('WEBVTT')) {
			throw new RestError('invalid_track', 'The track is not a WebVTT file.', 400);
		}
		if (video.tracks.some((entry) => entry.kind === track.kind && entry.srclang === track.srclang)) {
			throw new RestError('track_exists', 'A track already exists for that language and kind.', 400);
		}
		updateVideo(db, video.guid, (current) => ({
			...current,
			tracks: [...current.tracks, { ...track, vtt }],
		}));
		return c.json({ ...track, src: trackSrc(requestOrigin(c), video.guid, track.kind, track.srclang) });
	});

	app.post(`${VIDEO}/tracks/delete`, async (c) => {
		authorize(c);
		const video = videoOf(c, db);
		const track = parse(trackKeySchema, await formFields(c));
		const matches = (entry: { kind: string; srclang: string }) =>
			entry.kind === track.kind && entry.srclang === track.srclang;
		if (!video.tracks.some(matches)) {
			throw new RestError('unknown_track', 'The video has no track of that language and kind.', 404);
		}
		updateVideo(db, video.guid, (current) => ({
			...current,
			tracks: current.tracks.filter((entry) => !matches(entry)),
		}));
		return c.json({ deleted: true, ...track });
	});

	app.get(`${TRACK_FILES}/:guid{[A-Za-z0-9]+}/:kind{[a-z]+}/:file{[A-Za-z0-9-]+\\.vtt}`, (c) => {
		const video = videoOf(c, db);
		if (isPrivateVideo(db, video) && !isPlaybackToken(db, video.guid, c.req.query('metadata_token'))) {
			throw new RestError('videopress_private', 'This video is private.', 403);
		}
		const srclang = (c.req.param('file') ?? '').replace(/\.vtt$/, '');
		const track = video.tracks.find(
			(entry) => entry.kind === c.req.param('kind') && entry.srclang === srclang
		);
		if (!track) {
			throw new RestError('unknown_track', 'The video has no track of that language and kind.', 404);
		}
		c.header('Content-Type', 'text/vtt; charset=utf-8');
		return c.body(track.vtt);
	});
}
