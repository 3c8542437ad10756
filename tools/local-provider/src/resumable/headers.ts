import { VIDEOPRESS_UPLOAD, VIDEOPRESS_UPLOAD_HEADERS } from '@blockyard/api-client';

/**
 * The header every request of the upload carries (the `upload_token` the JWT action issued),
 * and those the platform answers with: the client's names, so the two cannot drift apart.
 */
export const UPLOAD_TOKEN_HEADER = VIDEOPRESS_UPLOAD.tokenHeader;
export const UPLOAD_HEADERS = VIDEOPRESS_UPLOAD_HEADERS;

/** What a page on another allowed origin sends to the upload (the tus protocol's and ours). */
export const UPLOAD_REQUEST_HEADERS: readonly string[] = [
	'Tus-Resumable',
	'Upload-Length',
	'Upload-Offset',
	'Upload-Metadata',
	'Upload-Defer-Length',
	'Upload-Concat',
	'X-HTTP-Method-Override',
	UPLOAD_TOKEN_HEADER,
];

/** What such a page may read of the answers. */
export const UPLOAD_RESPONSE_HEADERS: readonly string[] = [
	'Tus-Resumable',
	'Tus-Version',
	'Tus-Extension',
	'Tus-Max-Size',
	'Upload-Offset',
	'Upload-Length',
	'Upload-Metadata',
	'Upload-Expires',
	...Object.values(UPLOAD_HEADERS),
];
