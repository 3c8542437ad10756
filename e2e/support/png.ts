// Image files for upload tests, made here rather than kept as binaries in the repository.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A PNG of `width` × `height` pixels: one colour when `colour` is given, else a horizontal
 * gradient (an image to upload of any size).
 */
export function pngOf(width: number, height: number, colour?: Rgb): Buffer {
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
	const row = Buffer.alloc(1 + width * 3);
	for (let x = 0; x < width; x += 1) {
		row.set(colour ?? [Math.round((x / width) * 255), 96, 160], 1 + x * 3);
	}
	const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', pixels),
		chunk('IEND', Buffer.alloc(0)),
	]);
}

/** A PNG file of one colour, as a person would upload it (for `setInputFiles`). */
export function png(name: string, colour: Rgb, width = 320, height = 200) {
	return { name, mimeType: 'image/png', buffer: pngOf(width, height, colour) };
}

/** The size a PNG's header gives, or undefined when `bytes` is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
	return bytes.length >= 24 && bytes.toString('ascii', 12, 16) === 'IHDR'
		? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
		: undefined;
}
