import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

import { unzipSync } from 'fflate';

/** Unpacks a zip file into `dest`, refusing any entry that would land outside it. */
export function unzip(zip: string, dest: string): void {
	const base = resolve(dest);
	for (const [name, data] of Object.entries(unzipSync(new Uint8Array(readFileSync(zip))))) {
		const out = resolve(base, name);
		if (!out.startsWith(base + sep)) {
			throw new Error(`Unsafe path in ${zip}: ${name}`);
		}
		if (name.endsWith('/')) {
			mkdirSync(out, { recursive: true });
		} else {
			mkdirSync(dirname(out), { recursive: true });
			writeFileSync(out, data);
		}
	}
}
