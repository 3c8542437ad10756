// What an editor pastes into a Calendly block: a booking page's address, or one of the embed
// codes Calendly hands out (the inline widget's `data-url`, the popup text's or the badge's
// `Calendly.init…Widget({ url: '…' })`, or an iframe). The page's address is rebuilt by us;
// only the colours (six letters or digits) and "hide event type details" are read from it.
import { safeProviderUrl } from '@blockyard/api-client';
import { embedCodeColour } from '../../embed/colour';
import { looksLikeMarkup, scanElements } from '../../embed/embed-code';
import type { EmbedParseResult } from '../../embed/provider';
import { CALENDLY_HOSTS, CALENDLY_PATH } from './frame';
import type { CalendlyAttributes, CalendlyStyle } from './types';

/** Where a pasted address may point: Calendly, with or without `www.` (saved without). */
const PASTED_HOSTS: readonly string[] = [...CALENDLY_HOSTS, 'www.calendly.com'];
/** The address given to the popup and badge widgets in their embed codes. */
const WIDGET_URL = /Calendly\.init(?:Popup|Badge)Widget\(\s*\{\s*url\s*:\s*(['"])([^'"<>]{1,2000})\1/;

/** The address in an embed code, and the style it asks for. */
function embedCodeAddress(code: string): { address: string; style: CalendlyStyle } | undefined {
	const inline = scanElements(code, 'div').find((element) => element.attributes.has('data-url'));
	if (inline) {
		return { address: inline.attributes.get('data-url') ?? '', style: 'inline' };
	}
	const frame = scanElements(code, 'iframe')[0];
	if (frame) {
		return { address: frame.attributes.get('src') ?? '', style: 'inline' };
	}
	// The popup link keeps its call in `onclick`, the badge in a script: read as text only.
	const widget = WIDGET_URL.exec(code);
	return widget ? { address: widget[2] ?? '', style: 'link' } : undefined;
}

/**
 * A Calendly booking page (and its colours and options) in pasted text.
 *
 * @example
 * parseCalendly('calendly.com/team/30min?primary_color=ff0000')
 * // { ok: true, url: 'https://calendly.com/team/30min', attributes: { url: …, primaryColor: 'ff0000' } }
 */
export function parseCalendly(text: string): EmbedParseResult<CalendlyAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	if (!/calendly\.com/i.test(trimmed)) {
		return { ok: false, reason: 'not-provider' };
	}
	let address = trimmed;
	let style: CalendlyStyle | undefined;
	if (looksLikeMarkup(trimmed) || /Calendly\.init/.test(trimmed)) {
		const found = embedCodeAddress(trimmed);
		if (!found) {
			return { ok: false, reason: 'not-provider' };
		}
		address = found.address;
		style = found.style;
	}
	const pasted = safeProviderUrl(address, PASTED_HOSTS);
	if (!pasted) {
		return { ok: false, reason: 'not-provider' };
	}
	if (!CALENDLY_PATH.test(pasted.pathname)) {
		return { ok: false, reason: 'not-embeddable' };
	}
	const url = `https://${CALENDLY_HOSTS[0]}${pasted.pathname.replace(/\/$/, '')}`;
	const attributes: Partial<CalendlyAttributes> = { url };
	if (style) {
		attributes.style = style;
	}
	const colours = {
		backgroundColor: embedCodeColour(pasted.searchParams.get('background_color')),
		textColor: embedCodeColour(pasted.searchParams.get('text_color')),
		primaryColor: embedCodeColour(pasted.searchParams.get('primary_color')),
	};
	for (const [name, value] of Object.entries(colours)) {
		if (value !== undefined) {
			attributes[name as keyof typeof colours] = value;
		}
	}
	if (pasted.searchParams.get('hide_event_type_details') === '1') {
		attributes.hideEventTypeDetails = true;
	}
	return { ok: true, url, attributes };
}
