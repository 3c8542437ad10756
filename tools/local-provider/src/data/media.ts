import type { Database } from 'better-sqlite3';

/** A row of `media`: one uploaded file, stored as `<dataDir>/uploads/<file_name>`. */
export interface MediaRecord {
	readonly id: number;
	readonly file_name: string;
	readonly mime_type: string;
	readonly file_size: number;
	readonly title: string;
	readonly alt_text: string;
	readonly created_at: string;
}

export type NewMedia = Omit<MediaRecord, 'id' | 'created_at'>;

const COLUMNS = 'id, file_name, mime_type, file_size, title, alt_text, created_at';

export function getMedia(db: Database, id: number): MediaRecord | undefined {
	return db.prepare<[number], MediaRecord>(`SELECT ${COLUMNS} FROM media WHERE id = ?`).get(id);
}

export function getMediaByFileName(db: Database, fileName: string): MediaRecord | undefined {
	return db
		.prepare<[string], MediaRecord>(`SELECT ${COLUMNS} FROM media WHERE file_name = ?`)
		.get(fileName);
}

export function insertMedia(db: Database, media: NewMedia, now = new Date().toISOString()): MediaRecord {
	const result = db
		.prepare<[string, string, number, string, string, string]>(
			'INSERT INTO media (file_name, mime_type, file_size, title, alt_text, created_at) VALUES (?, ?, ?, ?, ?, ?)'
		)
		.run(media.file_name, media.mime_type, media.file_size, media.title, media.alt_text, now);
	const record = getMedia(db, Number(result.lastInsertRowid));
	if (!record) {
		throw new Error('The new media item could not be read back.');
	}
	return record;
}
