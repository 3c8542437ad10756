// Image files for upload tests, made here rather than kept as binaries in the repository.
import { deflateSync } from 'node:zlib';

/** A real PNG file of one colour, `width` × `height`, as a person would upload it. */
export function png(
	name: string,
	[red, green, blue]: readonly [number, number, number],
	width = 320,
	height = 200
) {
	const crcTable = Array.from({ length: 256 }, (_, n) => {
		let c = n;
		for (let k = 0; k < 8; k++) {
			c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		}
		return c >>> 0;
	});
	const crc = (bytes: Buffer) => {
		let c = 0xffffffff;
		for (const byte of bytes) {
			c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
		}
		return (c ^ 0xffffffff) >>> 0;
	};
	const chunk = (type: string, data: Buffer) => {
		const length = Buffer.alloc(4);
		length.writeUInt32BE(data.length);
		const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
		const sum = Buffer.alloc(4);
		sum.writeUInt32BE(crc(body));
		return Buffer.concat([length, body, sum]);
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header.set([8, 2, 0, 0, 0], 8);
	const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
	for (let x = 0; x < width; x++) {
		row.set([red, green, blue], 1 + x * 3);
	}
	const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
	const buffer = Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', pixels),
		chunk('IEND', Buffer.alloc(0)),
	]);
	return { name, mimeType: 'image/png', buffer };
}
