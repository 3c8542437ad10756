import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

const switchesSchema = z.object({
	/** `videopress/meta` refuses every change (500), so a client's optimistic change must revert. */
	meta_failing: z.boolean(),
});
export type VideoFaults = z.infer<typeof switchesSchema>;

const OPTION = 'blockyard_video_faults';
const initial = (): VideoFaults => ({ meta_failing: false });

/** The hosted video's test switches (set through the testing routes only). */
export function getVideoFaults(db: Database): VideoFaults {
	return readOption(db, OPTION, switchesSchema, initial);
}

export function setVideoFaults(db: Database, change: Partial<VideoFaults>): VideoFaults {
	return updateOption(db, OPTION, switchesSchema, initial, (faults) => ({ ...faults, ...change }));
}
