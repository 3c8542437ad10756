/** What a test reads from a GIF file without decoding its pixels. */
export interface GifStructure {
	readonly version: string;
	readonly width: number;
	readonly height: number;
	readonly frames: number;
	/** Each frame's delay in milliseconds. */
	readonly delaysMs: readonly number[];
	/** Whether it has the loop extension (an animation that plays again). */
	readonly loops: boolean;
}

/** Walks a GIF's blocks (header, extensions, images, trailer); throws on a malformed file. */
export function gifStructure(bytes: Uint8Array): GifStructure {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const byte = (at: number): number => {
		if (at >= bytes.length) {
			throw new Error(`The GIF ends early, at byte ${at}.`);
		}
		return bytes[at] ?? 0;
	};
	const version = String.fromCharCode(...bytes.slice(0, 6));
	if (!/^GIF8[79]a$/.test(version)) {
		throw new Error(`Not a GIF: ${version}`);
	}
	const colourTable = (packed: number): number => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
	/** The offset after a run of sub-blocks starting at `at`. */
	const skipSubBlocks = (at: number): number => {
		let offset = at;
		while (byte(offset) !== 0) {
			offset += byte(offset) + 1;
		}
		return offset + 1;
	};
	let offset = 13 + colourTable(byte(10));
	let frames = 0;
	let loops = false;
	const delaysMs: number[] = [];
	for (;;) {
		const introducer = byte(offset);
		if (introducer === 0x3b) {
			break;
		}
		if (introducer === 0x21) {
			const label = byte(offset + 1);
			if (label === 0xf9) {
				delaysMs.push(view.getUint16(offset + 4, true) * 10);
			}
			if (
				label === 0xff &&
				String.fromCharCode(...bytes.slice(offset + 3, offset + 14)) === 'NETSCAPE2.0'
			) {
				loops = true;
			}
			offset = skipSubBlocks(offset + 2);
		} else if (introducer === 0x2c) {
			frames += 1;
			offset = skipSubBlocks(offset + 10 + colourTable(byte(offset + 9)) + 1);
		} else {
			throw new Error(`Unexpected byte ${introducer} at ${offset}.`);
		}
	}
	return {
		version,
		width: view.getUint16(6, true),
		height: view.getUint16(8, true),
		frames,
		delaysMs,
		loops,
	};
}
