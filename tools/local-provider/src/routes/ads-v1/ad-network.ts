import type { Hono } from 'hono';

import { networkAdFormat } from '../../ads/ad-formats';
import { countClick, countImpression, readAdLog, VIEW_ID } from '../../ads/ad-log';
import { httpsClickTarget } from '../../ads/click-target';
import { drawCreative } from '../../ads/creative';
import { adUnitPage } from '../../ads/unit-page';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** The stand-in ad network's namespace. */
export const ADS_NAMESPACE = 'ads/v1';
const ADS = `${REST_PREFIX}/${ADS_NAMESPACE}`;

/**
 * The stand-in for the ad network that fills the ad block's slots (`ads/v1`):
 *
 * - `GET unit?format=&view=`: the ad unit's page, framed by the block on the visitor's page.
 *   It counts one impression per view id; an unknown format or a missing view id gets 204 (no
 *   ad: the frame stays empty).
 * - `GET creative/<format>.png`: the format's creative, a drawn PNG of exactly its size.
 * - `GET click?format=&view=&to=`: counts the click and redirects (302) to `to`, which must be
 *   an https address (anything else is 400).
 * - `GET log`: `{ impressions, clicks }`, each `{ view, format, date }`, oldest first: what tests
 *   read back.
 */
export function mountAds(app: Hono, { db }: RouteContext): void {
	app.get(`${ADS}/unit`, (c) => {
		const format = networkAdFormat(c.req.query('format'));
		const view = c.req.query('view') ?? '';
		c.header('Cache-Control', 'no-store');
		if (format === undefined || !VIEW_ID.test(view)) {
			return c.body(null, 204);
		}
		countImpression(db, view, format.name);
		c.header(
			'Content-Security-Policy',
			"default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors *"
		);
		c.header('Referrer-Policy', 'no-referrer');
		return c.html(adUnitPage(format, view));
	});

	app.get(`${ADS}/creative/:file{[a-z_]+\\.png}`, async (c) => {
		const format = networkAdFormat(c.req.param('file').replace(/\.png$/, ''));
		if (format === undefined) {
			throw new RestError('ad_format_unknown', 'The ad network serves no such format.', 404);
		}
		c.header('Content-Type', 'image/png');
		c.header('Cache-Control', 'public, max-age=86400');
		return c.body(new Uint8Array(await drawCreative(format)));
	});

	app.get(`${ADS}/click`, (c) => {
		const target = httpsClickTarget(c.req.query('to'));
		if (target === undefined) {
			throw new RestError('ad_click_target', 'An ad may only lead to an https address.', 400);
		}
		const format = networkAdFormat(c.req.query('format'));
		const view = c.req.query('view') ?? '';
		if (format !== undefined && VIEW_ID.test(view)) {
			countClick(db, view, format.name);
		}
		c.header('Cache-Control', 'no-store');
		c.header('Referrer-Policy', 'no-referrer');
		return c.redirect(target, 302);
	});

	app.get(`${ADS}/log`, (c) => c.json(readAdLog(db)));
}
