import type { Hono } from 'hono';

import { PUBLIC_PLANS } from '../../data/site-plan';

/** `GET /rest/v1.5/plans`: the public API's v1.5 sibling of `/rest/v1.1/` (see the client's `PLANS_PATH`). */
export function mountRestV15Plans(app: Hono): void {
	app.get('/rest/v1.5/plans', (c) => c.json(PUBLIC_PLANS));
}
