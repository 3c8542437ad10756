import type { ExternalMediaService } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

const stateSchema = z.object({
	/** A test's switch: these services answer every call with a 500 (see the testing routes). */
	failing: z.array(z.enum(['google_photos', 'pexels', 'openverse'])),
});

const OPTION = 'hosted_external_media';

const initial = (): z.infer<typeof stateSchema> => ({ failing: [] });

export function failingExternalServices(db: Database): ExternalMediaService[] {
	return readOption(db, OPTION, stateSchema, initial).failing;
}

export function setFailingExternalServices(db: Database, failing: readonly ExternalMediaService[]): void {
	writeOption(db, OPTION, { failing: [...new Set(failing)] });
}
