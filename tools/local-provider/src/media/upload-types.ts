/**
 * The file types the provider accepts, by extension, close to WordPress's
 * defaults. SVG and HTML are left out (WordPress refuses them too): served
 * from this origin they could run scripts.
 */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	webp: 'image/webp',
	avif: 'image/avif',
	heic: 'image/heic',
	ico: 'image/x-icon',
	mp4: 'video/mp4',
	m4v: 'video/mp4',
	webm: 'video/webm',
	mov: 'video/quicktime',
	ogv: 'video/ogg',
	mp3: 'audio/mpeg',
	m4a: 'audio/mp4',
	ogg: 'audio/ogg',
	wav: 'audio/wav',
	flac: 'audio/flac',
	pdf: 'application/pdf',
	txt: 'text/plain',
	csv: 'text/csv',
	json: 'application/json',
	zip: 'application/zip',
	doc: 'application/msword',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const EXTENSION_BY_TYPE: ReadonlyMap<string, string> = new Map(
	Object.entries(TYPES_BY_EXTENSION)
		.reverse()
		.map(([extension, type]) => [type, extension])
);

export interface UploadType {
	/** Lower case, without the dot. */
	readonly extension: string;
	readonly mimeType: string;
}

/**
 * The type of an upload from its client-side name's extension, else from the
 * type the client declared; `undefined` when neither is an accepted type. The
 * name itself is never used as a path.
 */
export function uploadType(clientName: string, declaredType: string): UploadType | undefined {
	const extension = /\.([A-Za-z0-9]{1,8})$/.exec(clientName)?.[1]?.toLowerCase();
	const byExtension = extension !== undefined ? TYPES_BY_EXTENSION[extension] : undefined;
	if (extension !== undefined && byExtension !== undefined) {
		return { extension, mimeType: byExtension };
	}
	const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
	const extensionOfDeclared = EXTENSION_BY_TYPE.get(declared);
	return extensionOfDeclared !== undefined
		? { extension: extensionOfDeclared, mimeType: declared }
		: undefined;
}

/** WordPress's `media_type` for a MIME type. */
export function mediaKind(mimeType: string): 'image' | 'file' {
	return mimeType.startsWith('image/') ? 'image' : 'file';
}
