import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `GET migration/status`: where a site migration stands. */
export const migrationStatusSchema = z.looseObject({ status: z.string() });
export type MigrationStatus = z.infer<typeof migrationStatusSchema>;

export function migrationCalls(transport: Transport) {
	return {
		status: (): Promise<MigrationStatus> =>
			transport.request('migration/status', {
				call: 'migration.status',
				schema: migrationStatusSchema,
			}),
	};
}
