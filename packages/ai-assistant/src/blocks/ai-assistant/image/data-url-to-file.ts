/** The file the chosen image is uploaded as. */
export const IMAGE_FILE_NAME = 'jetpack_ai_image.png';
export const IMAGE_FILE_TYPE = 'image/png';

const DATA_URL = /^data:([^,]*),(.*)$/s;

/**
 * A `data:` URL as a `File` named `name` of type `type`, without `fetch` (which
 * a strict Content-Security-Policy may forbid for `data:`): base64 payloads are
 * decoded with `atob`, others are percent-decoded.
 *
 * @throws {Error} when `dataUrl` is not a data URL or its base64 is invalid.
 *
 * @example
 * const file = dataUrlToFile(images[0], IMAGE_FILE_NAME, IMAGE_FILE_TYPE);
 * await host.uploadMedia(file);
 */
export function dataUrlToFile(dataUrl: string, name: string, type: string): File {
	const match = DATA_URL.exec(dataUrl.trim());
	if (!match) {
		throw new Error('Not a data URL.');
	}
	const [, meta = '', payload = ''] = match;
	const isBase64 = meta.split(';').some((part) => part.trim().toLowerCase() === 'base64');
	let bytes: Uint8Array<ArrayBuffer>;
	if (isBase64) {
		// atob throws on invalid base64; whitespace is tolerated as in data URLs.
		const binary = atob(decodeURIComponent(payload).replace(/\s+/g, ''));
		bytes = new Uint8Array(binary.length);
		for (let index = 0; index < binary.length; index += 1) {
			bytes[index] = binary.charCodeAt(index);
		}
	} else {
		bytes = new TextEncoder().encode(decodeURIComponent(payload));
	}
	return new File([bytes], name, { type });
}
