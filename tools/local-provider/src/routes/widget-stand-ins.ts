import type { Context, Hono } from 'hono';

import {
	calendlyPage,
	eventbritePage,
	googleCalendarPage,
	openTableCanvasPage,
	pinterestPinPage,
} from '../widget-stand-ins/frames';
import { openTableLoaderScript, PINTEREST_SCRIPT, TOCK_SCRIPT } from '../widget-stand-ins/scripts';
import type { RouteContext } from './route-context';

/**
 * Where the stand-ins of the provider embeds' widgets are, under `/blockyard/` (which the
 * playground's server forwards here): `{path}/{provider}/…` answers what the provider's own
 * address `https://{provider host}/…` would.
 */
export const WIDGET_STAND_IN_PATH = '/blockyard/widget-stand-ins';

const frame = (c: Context, html: string): Response => {
	c.header('Cache-Control', 'no-store');
	// Framed anywhere, as the providers' widgets are; nothing of their own to load.
	c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *");
	return c.html(html);
};

const script = (c: Context, source: string): Response => {
	c.header('Cache-Control', 'no-store');
	return c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
};

/**
 * Stand-ins for the provider embeds' frames and scripts, which this machine cannot reach:
 * Calendly's booking page, Eventbrite's checkout, a Google Calendar, a Pinterest pin and
 * Pinterest's script for boards and profiles, Tock's script and OpenTable's widget (its frame
 * and its loader). Each draws the widget with the settings in its address: the colours, the
 * style, the restaurants, the event. The playground's preview points the providers' addresses
 * here when their hosts cannot be reached; saved posts keep the real addresses.
 */
export function mountWidgetStandIns(app: Hono, _context: RouteContext): void {
	const query = (c: Context) => new URL(c.req.url).searchParams;
	app.get(`${WIDGET_STAND_IN_PATH}/calendly/*`, (c) =>
		frame(c, calendlyPage(c.req.path.slice(`${WIDGET_STAND_IN_PATH}/calendly`.length), query(c)))
	);
	app.get(`${WIDGET_STAND_IN_PATH}/eventbrite/checkout-external`, (c) =>
		frame(c, eventbritePage(query(c)))
	);
	app.get(`${WIDGET_STAND_IN_PATH}/google-calendar/calendar/embed`, (c) =>
		frame(c, googleCalendarPage(query(c)))
	);
	app.get(`${WIDGET_STAND_IN_PATH}/pinterest/ext/embed.html`, (c) => frame(c, pinterestPinPage(query(c))));
	app.get(`${WIDGET_STAND_IN_PATH}/pinterest/js/pinit.js`, (c) => script(c, PINTEREST_SCRIPT));
	app.get(`${WIDGET_STAND_IN_PATH}/tock/tock.js`, (c) => script(c, TOCK_SCRIPT));
	app.get(`${WIDGET_STAND_IN_PATH}/opentable/widget/reservation/canvas`, (c) =>
		frame(c, openTableCanvasPage(query(c)))
	);
	app.get(`${WIDGET_STAND_IN_PATH}/opentable/widget/reservation/loader`, (c) =>
		script(c, openTableLoaderScript(query(c)))
	);
}
