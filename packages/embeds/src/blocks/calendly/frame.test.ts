import { describe, expect, it } from 'vitest';

import { calendlyFrame, calendlyPage } from './frame';
import type { CalendlyAttributes } from './types';

const DEFAULTS: CalendlyAttributes = {
	style: 'inline',
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
	hideEventTypeDetails: false,
};

describe('calendlyFrame', () => {
	it('frames the page as Calendly’s inline embed does: domain, type and colours', () => {
		expect(
			calendlyFrame({ ...DEFAULTS, url: 'https://calendly.com/team/30min', embedDomain: 'example.com' })
		).toEqual({
			src: 'https://calendly.com/team/30min?embed_domain=example.com&embed_type=Inline&background_color=ffffff&text_color=4D5055&primary_color=00A2FF',
			title: 'Calendly',
			sandbox:
				'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
			height: 630,
		});
	});

	it('hides the event type details when asked, and takes colours with or without #', () => {
		const src = calendlyFrame({
			...DEFAULTS,
			url: 'https://calendly.com/team',
			backgroundColor: '#000000',
			textColor: 'FFFFFF',
			hideEventTypeDetails: true,
		})?.src;
		expect(src).toBe(
			'https://calendly.com/team?embed_type=Inline&background_color=000000&text_color=FFFFFF&primary_color=00A2FF&hide_event_type_details=1'
		);
	});

	it('shows the default for a colour that is not six hex digits', () => {
		const src = new URL(
			calendlyFrame({
				...DEFAULTS,
				url: 'https://calendly.com/team',
				backgroundColor: 'red',
				primaryColor: '#12345g',
				textColor: '123456"onload',
			})?.src ?? ''
		);
		expect(src.searchParams.get('background_color')).toBe('ffffff');
		expect(src.searchParams.get('primary_color')).toBe('00A2FF');
		expect(src.searchParams.get('text_color')).toBe('4D5055');
	});

	it('leaves out an embed domain that is not a host name', () => {
		const src = calendlyFrame({
			...DEFAULTS,
			url: 'https://calendly.com/team',
			embedDomain: 'a b/"<x>',
		})?.src;
		expect(src).not.toContain('embed_domain');
		expect(
			calendlyFrame({ ...DEFAULTS, url: 'https://calendly.com/team', embedDomain: 'localhost:8888' })
				?.src
		).toContain('embed_domain=localhost%3A8888');
	});

	it('frames nothing for no address, another host, or a page that is not a booking page', () => {
		expect(calendlyFrame(DEFAULTS)).toBeUndefined();
		expect(calendlyFrame({ ...DEFAULTS, url: 'https://calendly.com.evil.test/team' })).toBeUndefined();
		expect(calendlyFrame({ ...DEFAULTS, url: 'https://calendly.com/' })).toBeUndefined();
		expect(calendlyFrame({ ...DEFAULTS, url: 'https://calendly.com/a/b/c/d' })).toBeUndefined();
		expect(calendlyFrame({ ...DEFAULTS, url: 'javascript:alert(1)' })).toBeUndefined();
	});
});

describe('calendlyPage', () => {
	it('is the https page, without its query', () => {
		expect(calendlyPage('http://calendly.com/team/30min?x=1')?.href).toBe(
			'https://calendly.com/team/30min'
		);
	});
});
