import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Database } from 'better-sqlite3';

import { insertMedia, type MediaRecord } from '../data/media';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../resumable/stock-poster';

/** Stores a drawn poster (a PNG of the posters' size) as an image of the media library. */
export async function savePosterImage(
	db: Database,
	uploadsDir: string,
	png: Buffer,
	title: string
): Promise<MediaRecord> {
	await mkdir(uploadsDir, { recursive: true });
	const fileName = `${randomUUID()}.png`;
	await writeFile(join(uploadsDir, fileName), png, { flag: 'wx' });
	return insertMedia(db, {
		file_name: fileName,
		mime_type: 'image/png',
		file_size: png.byteLength,
		title,
		alt_text: '',
		width: POSTER_WIDTH,
		height: POSTER_HEIGHT,
	});
}
