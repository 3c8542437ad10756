import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `POST notice/{id}`: every dismissed notice. */
export const dismissedNoticesSchema = z.record(z.string(), z.boolean());
export type DismissedNotices = z.infer<typeof dismissedNoticesSchema>;

export function noticesCalls(transport: Transport) {
	return {
		dismiss: (id: string): Promise<DismissedNotices> =>
			transport.request(`notice/${encodeURIComponent(id)}`, {
				call: 'notices.dismiss',
				method: 'post',
				json: { dismissed: true },
				schema: dismissedNoticesSchema,
			}),
	};
}
