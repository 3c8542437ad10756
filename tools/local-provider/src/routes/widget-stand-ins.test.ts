import { describe, expect, it } from 'vitest';

import { freshProvider, requestJson } from '../testing/fresh-provider';

const ROOT = '/blockyard/widget-stand-ins';

describe('the provider embeds’ stand-in widgets', () => {
	it('draws Calendly’s booking page with the author’s colours, and hides the event’s details when asked', async () => {
		const provider = freshProvider();
		const response = await requestJson(
			provider,
			`${ROOT}/calendly/team/30min?embed_type=Inline&background_color=1a1a1a&text_color=ffffff&primary_color=ff0000`
		);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
		const page = await response.text();
		expect(page).toContain('Select a Date &amp; Time');
		expect(page).toContain('<h1>team / 30min</h1>');
		expect(page).toContain('background:#1a1a1a;color:#ffffff');
		expect(page).toContain('#ff0000');
		const hidden = await (
			await requestJson(provider, `${ROOT}/calendly/team/30min?hide_event_type_details=1`)
		).text();
		expect(hidden).not.toContain('<h1>');
		// A colour that is not one keeps the default, and nothing of it reaches the page.
		const odd = await (
			await requestJson(
				provider,
				`${ROOT}/calendly/team?primary_color=${encodeURIComponent('red;}</style><script>')}`
			)
		).text();
		expect(odd).not.toContain('<script>');
		expect(odd).toContain('#0069ff');
	});

	it('draws an event’s checkout, a calendar, a pin and OpenTable’s widget with their settings', async () => {
		const provider = freshProvider();
		const text = async (path: string) => (await requestJson(provider, `${ROOT}${path}`)).text();
		expect(await text('/eventbrite/checkout-external?eid=123456789012')).toContain('Event 123456789012');
		const calendar = await text(
			'/google-calendar/calendar/embed?src=team%40example.com&color=%23039BE5&mode=AGENDA'
		);
		expect(calendar).toContain('team@example.com');
		expect(calendar).toContain('agenda view');
		expect(calendar).toContain('background:#039BE5');
		expect(await text('/pinterest/ext/embed.html?id=99360735500167749')).toContain(
			'Pin 99360735500167749'
		);
		const widget = await text(
			'/opentable/widget/reservation/canvas?rid=1001&type=standard&theme=tall&domain=com&lang=fr-CA&newtab=false&iframe=true'
		);
		expect(widget).toContain('ot-tall');
		expect(widget).toContain('Restaurant #1001');
		expect(widget).toContain('fr-CA');
	});

	it('serves the scripts that draw in the page: OpenTable’s loader with its restaurants, Tock’s and Pinterest’s', async () => {
		const provider = freshProvider();
		const loader = await requestJson(
			provider,
			`${ROOT}/opentable/widget/reservation/loader?rid=1001&rid=1002&type=multi&theme=standard&iframe=false&domain=co.uk&lang=en-US&newtab=true`
		);
		expect(loader.headers.get('content-type')).toContain('text/javascript');
		const source = await loader.text();
		expect(source).toContain('Restaurant #1001, Restaurant #1002');
		expect(source).toContain('document.currentScript');
		expect(await (await requestJson(provider, `${ROOT}/tock/tock.js`)).text()).toContain('Book now');
		expect(await (await requestJson(provider, `${ROOT}/pinterest/js/pinit.js`)).text()).toContain(
			'data-pin-do'
		);
		expect((await requestJson(provider, `${ROOT}/elsewhere/page`)).status).toBe(404);
	});
});
