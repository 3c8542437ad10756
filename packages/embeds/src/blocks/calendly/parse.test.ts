import { describe, expect, it } from 'vitest';

import { parseCalendly } from './parse';

const PAGE = 'https://calendly.com/team/30min';

describe('parseCalendly', () => {
	it('takes a booking page’s address, forcing https', () => {
		expect(parseCalendly('calendly.com/team/30min')).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE },
		});
		expect(parseCalendly('http://www.calendly.com/team/30min/')).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE },
		});
		expect(parseCalendly('https://calendly.com/d/abc-123/intro')).toMatchObject({
			ok: true,
			url: 'https://calendly.com/d/abc-123/intro',
		});
	});

	it('reads colours (six letters or digits) and hiding the details from the address', () => {
		expect(
			parseCalendly(
				`${PAGE}?background_color=1a1a1a&text_color=ffffff&primary_color=%2300a2ff&hide_event_type_details=1&month=2026-11`
			)
		).toEqual({
			ok: true,
			url: PAGE,
			attributes: {
				url: PAGE,
				backgroundColor: '1a1a1a',
				textColor: 'ffffff',
				primaryColor: '00a2ff',
				hideEventTypeDetails: true,
			},
		});
		expect(parseCalendly(`${PAGE}?background_color=red&text_color=12345&primary_color=1234567`)).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE },
		});
	});

	it('reads the inline embed code as Inline, and nothing else of it', () => {
		const code = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="https://calendly.com/team/30min?hide_event_type_details=1&amp;primary_color=ff0000" style="min-width:320px;height:700px;" onclick="alert(1)"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;
		expect(parseCalendly(code)).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE, style: 'inline', primaryColor: 'ff0000', hideEventTypeDetails: true },
		});
	});

	it('reads the popup text’s and the badge’s codes as Link', () => {
		const popup = `<!-- Calendly link widget begin -->
<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/team/30min?text_color=333333'});return false;">Schedule time with me</a>
<!-- Calendly link widget end -->`;
		expect(parseCalendly(popup)).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE, style: 'link', textColor: '333333' },
		});
		const badge = `<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: 'https://calendly.com/team', text: 'Schedule time with me', color: '#0069ff', textColor: '#ffffff' }); }</script>`;
		expect(parseCalendly(badge)).toMatchObject({
			ok: true,
			url: 'https://calendly.com/team',
			attributes: { style: 'link' },
		});
	});

	it('says why it refuses', () => {
		expect(parseCalendly('  ')).toEqual({ ok: false, reason: 'empty' });
		expect(parseCalendly('https://example.com/team')).toEqual({ ok: false, reason: 'not-provider' });
		expect(parseCalendly('https://calendly.com.evil.test/team')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseCalendly('https://evil.test/calendly.com/team')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseCalendly('<script src="https://calendly.com/team"></script>')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseCalendly('<div data-url="https://evil.test/?calendly.com"></div>')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseCalendly('https://calendly.com/')).toEqual({ ok: false, reason: 'not-embeddable' });
		expect(parseCalendly('https://calendly.com/team/%3Cscript%3E')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
	});
});
