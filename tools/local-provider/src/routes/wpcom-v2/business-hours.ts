import type { Hono } from 'hono';

import { getSettings } from '../../data/settings';
import { localizedWeek } from '../../locale/localized-week';
import { REST_PREFIX, type RouteContext } from '../route-context';

const BUSINESS_HOURS = `${REST_PREFIX}/wpcom/v2/business-hours`;

/** `wpcom/v2/business-hours`: the week's day names in the site language and its first day. */
export function mountWpcomV2BusinessHours(app: Hono, { db }: RouteContext): void {
	app.get(`${BUSINESS_HOURS}/localized-week`, (c) => c.json(localizedWeek(getSettings(db))));
}
