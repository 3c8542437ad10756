import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { FileStore } from '@tus/file-store';

/**
 * `@tus/file-store`'s store, with one change: a chunk that cannot be written fails with the
 * file system's own error (`ENOSPC`, `EACCES`, `EROFS`…), where the library answers every
 * failed write with one generic 500. The route can then tell a full or read-only disk (a
 * storage fault: 503 and `Retry-After`) from a bug, and never sends the error's text, which
 * names the file's path. The bytes written before the failure stay, and a HEAD reports them
 * (the store counts an upload's offset from its file's size).
 */
export class FaultKeepingFileStore extends FileStore {
	readonly #directory: string;

	constructor(options: { readonly directory: string }) {
		super(options);
		this.#directory = options.directory;
	}

	override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
		let received = 0;
		const counter = new Transform({
			transform(chunk: Buffer, _encoding, done) {
				received += chunk.byteLength;
				done(null, chunk);
			},
		});
		// `fileId` is an id the route checked (32 hex digits): it stays inside the folder.
		const file = createWriteStream(join(this.#directory, fileId), { flags: 'r+', start: offset });
		await pipeline(readable, counter, file);
		return offset + received;
	}
}
