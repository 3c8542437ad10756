import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

const switchesSchema = z.object({
	/** The chance (0..1) that a chunk's connection is cut part-way, so the client must resume. */
	cut: z.number().min(0).max(1),
	/** Chunks are received no faster than this (bytes a second); null: as fast as they come. */
	bytes_per_second: z.int().positive().nullable(),
	/** How many connections were cut so far. */
	cuts: z.int().min(0),
});
export type UploadFaults = z.infer<typeof switchesSchema>;

const OPTION = 'blockyard_upload_faults';
const initial = (): UploadFaults => ({ cut: 0, bytes_per_second: null, cuts: 0 });

/** The resumable upload's test switches (set through the testing routes only). */
export function getUploadFaults(db: Database): UploadFaults {
	return readOption(db, OPTION, switchesSchema, initial);
}

export function setUploadFaults(
	db: Database,
	change: Partial<Pick<UploadFaults, 'cut' | 'bytes_per_second'>>
): UploadFaults {
	return updateOption(db, OPTION, switchesSchema, initial, (faults) => ({ ...faults, ...change }));
}

export function countUploadCut(db: Database): void {
	updateOption(db, OPTION, switchesSchema, initial, (faults) => ({ ...faults, cuts: faults.cuts + 1 }));
}
