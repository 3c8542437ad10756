import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `GET migration/status`: where a site migration stands. */
export const migrationStatusSchema = z.looseObject({ status: z.string() });
export type MigrationStatus = z.infer<typeof migrationStatusSchema>;

export const pluginMigration = {
	status: (api: Api): Promise<MigrationStatus> =>
		api.plugin.request('migration/status', {
			call: 'pluginMigration.status',
			schema: migrationStatusSchema,
		}),
};
