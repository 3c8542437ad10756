import type { Hono } from 'hono';

import { getSubscriberCounts } from '../../data/subscribers';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** `GET wpcom/v2/subscribers/counts`: the audience numbers of the `hosted_subscriber_counts` option. */
export function mountWpcomV2Subscribers(app: Hono, { db }: RouteContext): void {
	app.get(`${REST_PREFIX}/wpcom/v2/subscribers/counts`, (c) => c.json(getSubscriberCounts(db)));
}
