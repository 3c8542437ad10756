import type { Database } from 'better-sqlite3';

/** A row of `media`: one uploaded file, stored as `<dataDir>/uploads/<file_name>`. */
export interface MediaRecord {
	readonly id: number;
	readonly file_name: string;
	readonly mime_type: string;
	readonly file_size: number;
	readonly title: string;
	readonly alt_text: string;
	readonly caption: string;
	/** An image's size in pixels; null for other files. */
	readonly width: number | null;
	readonly height: number | null;
	readonly created_at: string;
}

export type NewMedia = Omit<MediaRecord, 'id' | 'created_at' | 'caption' | 'width' | 'height'> &
	Partial<Pick<MediaRecord, 'caption' | 'width' | 'height'>>;

const COLUMNS = 'id, file_name, mime_type, file_size, title, alt_text, caption, width, height, created_at';

export function getMedia(db: Database, id: number): MediaRecord | undefined {
	return db.prepare<[number], MediaRecord>(`SELECT ${COLUMNS} FROM media WHERE id = ?`).get(id);
}

export function getMediaByFileName(db: Database, fileName: string): MediaRecord | undefined {
	return db
		.prepare<[string], MediaRecord>(`SELECT ${COLUMNS} FROM media WHERE file_name = ?`)
		.get(fileName);
}

export interface MediaListQuery {
	/** From 1. */
	readonly page: number;
	readonly perPage: number;
	/** `image` for images only, `file` for the rest; all when absent. */
	readonly mediaType?: 'image' | 'file' | undefined;
	/** Words the title must contain (case ignored). */
	readonly search?: string | undefined;
}

/** One page of the library, newest first, and how many items match in all. */
export function listMedia(db: Database, query: MediaListQuery): { items: MediaRecord[]; total: number } {
	const where: string[] = [];
	const params: string[] = [];
	if (query.mediaType === 'image') {
		where.push("mime_type LIKE 'image/%'");
	} else if (query.mediaType === 'file') {
		where.push("mime_type NOT LIKE 'image/%'");
	}
	for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
		where.push("title LIKE ? ESCAPE '\\'");
		params.push(`%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
	}
	const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
	const total =
		db
			.prepare<string[], { total: number }>(`SELECT COUNT(*) AS total FROM media ${clause}`)
			.get(...params)?.total ?? 0;
	const items = db
		.prepare<(string | number)[], MediaRecord>(
			`SELECT ${COLUMNS} FROM media ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`
		)
		.all(...params, query.perPage, (query.page - 1) * query.perPage);
	return { items, total };
}

export function insertMedia(db: Database, media: NewMedia, now = new Date().toISOString()): MediaRecord {
	const result = db
		.prepare<[string, string, number, string, string, string, number | null, number | null, string]>(
			'INSERT INTO media (file_name, mime_type, file_size, title, alt_text, caption, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
		)
		.run(
			media.file_name,
			media.mime_type,
			media.file_size,
			media.title,
			media.alt_text,
			media.caption ?? '',
			media.width ?? null,
			media.height ?? null,
			now
		);
	const record = getMedia(db, Number(result.lastInsertRowid));
	if (!record) {
		throw new Error('The new media item could not be read back.');
	}
	return record;
}

/** Renames a media item (its title only: the file keeps its name). */
export function setMediaTitle(db: Database, id: number, title: string): void {
	db.prepare<[string, number]>('UPDATE media SET title = ? WHERE id = ?').run(title, id);
}
