import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { insertMedia } from '../data/media';
import { readOption, updateOption } from '../data/option-json';
import { uploadPath } from '../json/media-json';
import { hostVideo } from '../videos/hosted-video';

/** What the client learns when an upload finishes (sent as the `x-videopress-upload-*` headers). */
export interface FinishedVideo {
	readonly guid: string;
	readonly media_id: number;
	/** The file's path on the provider (`/wp-content/uploads/…`); the answer makes it absolute. */
	readonly src_path: string;
	/** The file's size in bytes. */
	readonly size: number;
}

const finishedSchema = z.record(
	z.string(),
	z.object({ guid: z.string(), media_id: z.int(), src_path: z.string(), size: z.int() })
);
/** Finished uploads by tus id, so a client that comes back after the last chunk still learns its video. */
const OPTION = 'videopress_finished_uploads';
const none = (): Record<string, FinishedVideo> => ({});

export function finishedUpload(db: Database, uploadId: string): FinishedVideo | undefined {
	const finished = readOption(db, OPTION, finishedSchema, none);
	return Object.hasOwn(finished, uploadId) ? finished[uploadId] : undefined;
}

export interface CompletedFile {
	/** The tus id; the bytes are at `<tus folder>/<id>`. */
	readonly id: string;
	readonly path: string;
	readonly mimeType: string;
	readonly extension: string;
	readonly title: string;
}

/**
 * Turns a finished upload into a video of the media library, as the platform does: the file
 * moves to `uploads/` as an attachment, gets a guid (`wp/v2/media` and `rest/v1.1/videos/{guid}`
 * know it from then on) and a stock poster (an image attachment of its own).
 */
export async function completeUpload(
	db: Database,
	uploadsDir: string,
	file: CompletedFile
): Promise<FinishedVideo> {
	const known = finishedUpload(db, file.id);
	if (known) {
		return known;
	}
	await mkdir(uploadsDir, { recursive: true });
	const fileName = `${randomUUID()}.${file.extension}`;
	// Copied, not renamed: the temp dir may be another file system. A copy cut short (a full
	// disk) is removed: the upload is finished again later, from its bytes in the temp dir.
	try {
		await copyFile(file.path, join(uploadsDir, fileName));
	} catch (error) {
		await rm(join(uploadsDir, fileName), { force: true }).catch(() => undefined);
		throw error;
	}
	const { size } = await stat(join(uploadsDir, fileName));
	const media = insertMedia(db, {
		file_name: fileName,
		mime_type: file.mimeType,
		file_size: size,
		title: file.title,
		alt_text: '',
	});
	const video = await hostVideo(db, uploadsDir, media);

	const finished: FinishedVideo = {
		guid: video.guid,
		media_id: media.id,
		src_path: uploadPath(fileName),
		size,
	};
	updateOption(db, OPTION, finishedSchema, none, (all) => ({ ...all, [file.id]: finished }));
	await rm(file.path, { force: true });
	return finished;
}
