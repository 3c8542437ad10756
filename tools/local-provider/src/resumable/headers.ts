/** The header every request of the upload carries: the `upload_token` the JWT action issued. */
export const UPLOAD_TOKEN_HEADER = 'x-videopress-upload-token';

/** The headers the platform answers with, under the names its own clients read. */
export const UPLOAD_HEADERS = {
	/** On creation: the upload's key (its id) and a token for that key. */
	key: 'x-videopress-upload-key',
	keyToken: 'x-videopress-upload-key-token',
	/** On the last chunk (and on any later HEAD): the video made of it. */
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	srcUrl: 'x-videopress-upload-src-url',
} as const;

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
