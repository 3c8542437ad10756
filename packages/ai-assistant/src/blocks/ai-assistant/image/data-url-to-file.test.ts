import { describe, expect, it } from 'vitest';

import { dataUrlToFile, IMAGE_FILE_NAME, IMAGE_FILE_TYPE } from './data-url-to-file';

// The 8-byte PNG signature, then 'IHDR'.
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x49, 0x48, 0x44, 0x52];
const PNG_BASE64 = 'iVBORw0KGgpJSERS';

const bytesOf = async (file: File) => [...new Uint8Array(await file.arrayBuffer())];

describe('dataUrlToFile', () => {
	it('decodes a base64 PNG data URL into a File with the given name and type', async () => {
		const file = dataUrlToFile(`data:image/png;base64,${PNG_BASE64}`, IMAGE_FILE_NAME, IMAGE_FILE_TYPE);

		expect(file).toBeInstanceOf(File);
		expect(file.name).toBe('jetpack_ai_image.png');
		expect(file.type).toBe('image/png');
		expect(file.size).toBe(PNG_BYTES.length);
		expect(await bytesOf(file)).toEqual(PNG_BYTES);
	});

	it('keeps every byte value, 0 to 255', async () => {
		const all = Array.from({ length: 256 }, (_, byte) => byte);
		const base64 = btoa(String.fromCharCode(...all));

		const file = dataUrlToFile(`data:application/octet-stream;base64,${base64}`, 'a.bin', 'image/png');

		expect(await bytesOf(file)).toEqual(all);
		// The type asked for wins over the one in the URL.
		expect(file.type).toBe('image/png');
	});

	it('decodes percent-encoded (not base64) payloads as UTF-8 text', async () => {
		const file = dataUrlToFile('data:text/plain,caf%C3%A9', 'a.txt', 'text/plain');

		expect(await file.text()).toBe('café');
	});

	it('throws for what is not a data URL, or not base64', () => {
		expect(() => dataUrlToFile('https://example.com/a.png', 'a.png', 'image/png')).toThrow(
			'Not a data URL.'
		);
		expect(() => dataUrlToFile('data:image/png;base64,@@@', 'a.png', 'image/png')).toThrow();
	});
});
