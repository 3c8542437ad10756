import { truncate } from 'node:fs/promises';

/**
 * Keeps none of a last chunk whose video could not be made (the media folder could not be
 * written): the upload's file goes back to the size it had before the chunk, so a HEAD
 * reports that offset and the client sends the chunk again, rather than an upload that looks
 * whole and has no video. A failure here leaves the file whole: the next HEAD makes the video
 * then (see the route).
 */
export async function rollBackChunk(file: string, startOffset: number): Promise<void> {
	try {
		await truncate(file, startOffset);
	} catch {
		// Left whole; the HEAD that follows finishes it.
	}
}

/** Where a chunk started: its `Upload-Offset` (a creation that carries the file starts at 0). */
export function chunkStart(headers: Headers): number {
	const offset = Number.parseInt(headers.get('upload-offset') ?? '0', 10);
	return Number.isSafeInteger(offset) && offset >= 0 ? offset : 0;
}
