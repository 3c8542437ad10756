/**
 * What the upload answers (400, as text the upload screen shows as it is) to a file of no bytes:
 * an empty file is never a video.
 */
export const EMPTY_UPLOAD_MESSAGE =
	'This file is empty (0 bytes): choose a video file that has something in it.';

/** Whether a request declares an upload of no bytes (`Upload-Length: 0`, on creation or later). */
export function declaresEmptyUpload(headers: Headers): boolean {
	const length = headers.get('upload-length');
	return length !== null && /^\s*0+\s*$/.test(length);
}

/** What a tus hook throws to refuse an empty upload: `@tus/server` answers it as it is. */
export const emptyUploadRefusal = (): { status_code: number; body: string } => ({
	status_code: 400,
	body: EMPTY_UPLOAD_MESSAGE,
});
