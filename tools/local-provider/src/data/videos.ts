import { randomBytes } from 'node:crypto';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

const trackSchema = z.object({ kind: z.string(), srclang: z.string(), label: z.string(), vtt: z.string() });
export type StoredTrack = z.infer<typeof trackSchema>;

const videoSchema = z.object({
	guid: z.string(),
	/** The attachment the video was uploaded as. */
	media_id: z.number(),
	title: z.string(),
	description: z.string(),
	rating: z.string(),
	allow_download: z.union([z.literal(0), z.literal(1)]),
	privacy_setting: z.union([z.literal(0), z.literal(1), z.literal(2)]),
	/** The poster URL once there is one. */
	poster: z.string().nullable(),
	/** A frame being "generated": it becomes `poster` after `polls` more reads. */
	pending_poster: z.object({ url: z.string(), polls: z.int() }).nullable(),
	tracks: z.array(trackSchema),
});
export type StoredVideo = z.infer<typeof videoSchema>;

const OPTION = 'videopress_videos';
const stateSchema = z.record(z.string(), videoSchema);
const empty = (): Record<string, StoredVideo> => ({});

/** How many poster reads answer `generating` after a frame is asked for. */
export const POSTER_POLLS = 1;

/** The video stored under `guid`, its own entry only (a guid `toString` is no video). */
const videoOf = (videos: Readonly<Record<string, StoredVideo>>, guid: string): StoredVideo | undefined =>
	Object.hasOwn(videos, guid) ? videos[guid] : undefined;

export function getVideo(db: Database, guid: string): StoredVideo | undefined {
	return videoOf(readOption(db, OPTION, stateSchema, empty), guid);
}

export function getVideoByMediaId(db: Database, mediaId: number): StoredVideo | undefined {
	return Object.values(readOption(db, OPTION, stateSchema, empty)).find(
		(video) => video.media_id === mediaId
	);
}

/** A VideoPress guid: eight letters and digits. */
function newGuid(): string {
	const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
	return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Registers an uploaded video attachment as a VideoPress video (what the platform does on upload). */
export function registerVideo(db: Database, mediaId: number, title: string): StoredVideo {
	const video: StoredVideo = {
		guid: newGuid(),
		media_id: mediaId,
		title,
		description: '',
		rating: 'G',
		allow_download: 0,
		privacy_setting: 2,
		poster: null,
		pending_poster: null,
		tracks: [],
	};
	updateOption(db, OPTION, stateSchema, empty, (videos) => ({ ...videos, [video.guid]: video }));
	return video;
}

/** Changes one video; answers the changed one, or `undefined` when there is none. */
export function updateVideo(
	db: Database,
	guid: string,
	change: (video: StoredVideo) => StoredVideo
): StoredVideo | undefined {
	let changed: StoredVideo | undefined;
	updateOption(db, OPTION, stateSchema, empty, (videos) => {
		const video = videoOf(videos, guid);
		if (!video) {
			return videos;
		}
		changed = change(video);
		return { ...videos, [guid]: changed };
	});
	return changed;
}
