import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) {
		c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	}
	return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
	let crc = 0xffffffff;
	for (const byte of bytes) {
		crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
	}
	return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, 'ascii');
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
	return Buffer.concat([head, data, crc]);
}

export type Rgb = readonly [number, number, number];

/**
 * A real PNG (8-bit RGB, no interlace): a square of `size` pixels, a vertical
 * gradient from `top` to `bottom`.
 */
export function gradientPng(size: number, top: Rgb, bottom: Rgb): Buffer {
	const header = Buffer.alloc(13);
	header.writeUInt32BE(size, 0);
	header.writeUInt32BE(size, 4);
	header.set([8, 2, 0, 0, 0], 8);
	const rows = Buffer.alloc(size * (1 + size * 3));
	for (let y = 0; y < size; y++) {
		const start = y * (1 + size * 3);
		const mix = size === 1 ? 0 : y / (size - 1);
		const pixel = top.map((channel, index) =>
			Math.round(channel + ((bottom[index] ?? 0) - channel) * mix)
		);
		for (let x = 0; x < size; x++) {
			rows.set(pixel, start + 1 + x * 3);
		}
	}
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(rows)),
		chunk('IEND', new Uint8Array()),
	]);
}

/** A colour of its own for any text (FNV-1a of the text). */
export function colourOf(text: string, salt = 0): Rgb {
	let hash = 0x811c9dc5 ^ salt;
	for (const char of text) {
		hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
	}
	return [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
}
