import { describe, expect, it } from 'vitest';

import { parseOpenTable } from './parse';

const LOADER =
	"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&domain=com&type=standard&theme=tall&lang=fr-CA&overlay=false&iframe=true&newtab=true'></script>";

describe('parseOpenTable', () => {
	it('reads the restaurants and settings of the widget’s embed code, as text', () => {
		expect(parseOpenTable(LOADER)).toEqual({
			ok: true,
			url: 'https://www.opentable.com/widget/reservation/canvas?rid=412810&type=standard&theme=tall&domain=com&lang=fr-CA&newtab=true&iframe=true',
			attributes: {
				rid: [412810],
				style: 'tall',
				domain: 'com',
				lang: 'fr-CA',
				newtab: true,
				iframe: true,
			},
		});
	});

	it('reads a button, several restaurants, another site, and a restaurant’s address with restref', () => {
		const button = parseOpenTable(
			'<script src="https://www.opentable.co.uk/widget/reservation/loader?rid=1&type=button&theme=standard&iframe=false"></script>'
		);
		expect(button.ok && button.attributes).toMatchObject({
			rid: [1],
			style: 'button',
			domain: 'co.uk',
			iframe: false,
		});
		const several = parseOpenTable(
			'https://www.opentable.com/widget/reservation/loader?rid=1&rid=2,3&type=multi&theme=wide'
		);
		expect(several.ok && several.attributes).toMatchObject({ rid: [1, 2, 3], style: 'wide' });
		const restref = parseOpenTable('opentable.de/restref/client/?restref=99&lang=DE-de');
		expect(restref.ok && restref.attributes).toMatchObject({ rid: [99], domain: 'de', lang: 'de-DE' });
	});

	it('leaves out a language it does not list', () => {
		const parsed = parseOpenTable('https://www.opentable.com/restref/client/?rid=5&lang=xx-YY');
		expect(parsed.ok && parsed.attributes.lang).toBeUndefined();
	});

	it.each([
		['', 'empty'],
		['Pizza Palace', 'not-provider'],
		['https://www.opentable.com.evil.test/widget/reservation/loader?rid=1', 'not-provider'],
		['<script src="https://evil.test/loader?rid=1"></script>', 'not-provider'],
		['<script>alert(1)</script>', 'not-provider'],
		['https://www.opentable.com/widget/reservation/loader', 'not-embeddable'],
		['https://www.opentable.com/r/some-restaurant', 'not-embeddable'],
		['https://www.opentable.com/widget/reservation/loader?rid=abc&type=standard', 'not-embeddable'],
	])('refuses %s (%s)', (text, reason) => {
		expect(parseOpenTable(text)).toEqual({ ok: false, reason });
	});
});
