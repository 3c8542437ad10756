import type { Hono } from 'hono';

import { mountNewsletterSubscribe } from '../../newsletter/subscribe-route';
import { REST_PREFIX, type RouteContext } from '../route-context';

/**
 * `POST blockyard/v1/newsletter/subscribe`: the site's route a visitor's
 * newsletter form posts to. The provider answers it as the plugin does in
 * WordPress (docs/decisions/0033-newsletter-signup.md), storing the address on
 * the stand-in list itself instead of forwarding it.
 */
export function mountBlockyardV1Newsletter(app: Hono, context: RouteContext): void {
	mountNewsletterSubscribe(
		app,
		`${REST_PREFIX}/blockyard/v1/newsletter/subscribe`,
		context,
		'blockyard/v1'
	);
}
