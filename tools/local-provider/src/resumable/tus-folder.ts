import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where every data folder's unfinished uploads live: `<OS temp dir>/blockyard-tus/<hash of the data folder>/`. */
export const TUS_ROOT = join(tmpdir(), 'blockyard-tus');
/** Each folder names the data folder it belongs to, so it can go when that folder has gone. */
const OWNER_FILE = 'data-folder.txt';
/** A folder written to this recently is left alone: its provider may be starting right now. */
const GRACE_MS = 10 * 60 * 1000;

/**
 * The folder of `dataDir`'s unfinished uploads, in the OS temp dir (a finished upload moves into
 * the data folder's `uploads/`). The same data folder gets the same folder, so an upload resumes
 * across restarts of the provider. Folders whose data folder no longer exists (and untouched for
 * ten minutes) are removed here: deleting a data folder deletes its unfinished uploads when a
 * provider next takes an upload.
 */
export function tusFolderFor(dataDir: string): string {
	pruneOrphans();
	const folder = tusFolderPath(dataDir);
	mkdirSync(folder, { recursive: true });
	writeFileSync(join(folder, OWNER_FILE), dataDir);
	return folder;
}

/** Where {@link tusFolderFor} puts `dataDir`'s unfinished uploads, without making the folder. */
export const tusFolderPath = (dataDir: string): string =>
	join(TUS_ROOT, createHash('sha256').update(dataDir).digest('hex').slice(0, 24));

function pruneOrphans(): void {
	if (!existsSync(TUS_ROOT)) {
		return;
	}
	for (const entry of readdirSync(TUS_ROOT)) {
		const folder = join(TUS_ROOT, entry);
		let owner: string;
		let written: number;
		try {
			owner = readFileSync(join(folder, OWNER_FILE), 'utf8');
			written = statSync(folder).mtimeMs;
		} catch {
			continue;
		}
		if (!existsSync(owner) && Date.now() - written > GRACE_MS) {
			rmSync(folder, { recursive: true, force: true });
		}
	}
}
