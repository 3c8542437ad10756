import type { Database } from 'better-sqlite3';

import type { MediaRecord } from '../data/media';
import { registerVideo, updateVideo, type StoredVideo } from '../data/videos';
import { uploadPath } from '../json/media-json';
import { stockPoster } from '../resumable/stock-poster';
import { savePosterImage } from './poster-image';

/**
 * Makes a video attachment a hosted video, as the platform does with every video it
 * receives (by the resumable upload or by `wp/v2/media`): a guid, the default details
 * (rating `G`, no download, the site's privacy) and a stock poster drawn for it, stored as
 * an image of the library.
 */
export async function hostVideo(db: Database, uploadsDir: string, media: MediaRecord): Promise<StoredVideo> {
	const video = registerVideo(db, media.id, media.title);
	const poster = await savePosterImage(
		db,
		uploadsDir,
		await stockPoster(video.guid),
		`${media.title} (poster)`
	);
	return (
		updateVideo(db, video.guid, (current) => ({ ...current, poster: uploadPath(poster.file_name) })) ??
		video
	);
}
