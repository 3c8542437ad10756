// What an editor pastes into the OpenTable block: the widget's embed code (a script whose
// address carries the settings), or an OpenTable address of a restaurant (`rid` or
// `restref`). Only the restaurants and the widget's settings are read, each checked; the
// script is never kept or run: the block saves the widget's frame, built by us.
import { safeProviderUrl } from '@blockyard/api-client';
import { looksLikeMarkup, scanElements } from '../../embed/embed-code';
import type { EmbedParseResult } from '../../embed/provider';
import { OPENTABLE_DOMAINS, OPENTABLE_LANGUAGES, openTableFrame, restaurantIds } from './frame';
import type { OpenTableAttributes, OpenTableStyle } from './types';

/** The hosts pasted addresses may be on: each OpenTable site, with or without `www.`. */
const PASTED_HOSTS: readonly string[] = Object.values(OPENTABLE_DOMAINS).flatMap((host) => [
	host,
	host.replace(/^www\./, ''),
]);

/** At most this many restaurants are read from one embed code. */
const MAX_RESTAURANTS = 20;

/** A restaurant id: digits, as OpenTable writes them (`412810`). */
const RESTAURANT_ID = /^[0-9]{1,12}$/;

/** Restaurant ids in a parameter's values (repeated, or separated by commas). */
function idsIn(values: readonly string[]): number[] {
	const ids = values
		.flatMap((value) => value.split(','))
		.map((value) => value.trim())
		.filter((value) => RESTAURANT_ID.test(value))
		.map(Number);
	return restaurantIds(ids).slice(0, MAX_RESTAURANTS);
}

/** The style an embed code's `type` and `theme` describe. */
function styleOf(type: string | null, theme: string | null): OpenTableStyle {
	if (type === 'button') {
		return 'button';
	}
	return theme === 'tall' || theme === 'wide' ? theme : 'standard';
}

/** A language the widget speaks, matched without regard to case (`en-us` is `en-US`). */
function languageOf(value: string | null): string | undefined {
	const lower = value?.toLowerCase();
	return OPENTABLE_LANGUAGES.find((lang) => lang.toLowerCase() === lower);
}

/** The `domain` of an OpenTable host (`co.uk` for `www.opentable.co.uk`). */
function domainOf(host: string): string {
	return (
		Object.keys(OPENTABLE_DOMAINS).find(
			(domain) => host.replace(/^www\./, '') === `opentable.${domain}`
		) ?? 'com'
	);
}

/**
 * The restaurants and settings of an OpenTable embed code or address.
 *
 * @example
 * parseOpenTable("<script src='//www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=tall&lang=fr-CA'></script>")
 * // { ok: true, attributes: { rid: [412810], style: 'tall', lang: 'fr-CA', domain: 'com', … }, url: 'https://www.opentable.com/widget/reservation/canvas?…' }
 */
export function parseOpenTable(text: string): EmbedParseResult<OpenTableAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	let address = trimmed;
	if (looksLikeMarkup(trimmed)) {
		const element = [...scanElements(trimmed, 'script'), ...scanElements(trimmed, 'iframe')].find(
			(found) => found.attributes.has('src')
		);
		address = element?.attributes.get('src') ?? '';
	}
	const url = safeProviderUrl(address, PASTED_HOSTS);
	if (!url) {
		return { ok: false, reason: 'not-provider' };
	}
	const query = url.searchParams;
	const rid = idsIn([...query.getAll('rid'), ...query.getAll('restref')]);
	if (url.search === '' || rid.length === 0) {
		return { ok: false, reason: 'not-embeddable' };
	}
	const domainParameter = query.get('domain');
	const domain =
		domainParameter !== null && Object.hasOwn(OPENTABLE_DOMAINS, domainParameter)
			? domainParameter
			: domainOf(url.hostname);
	const lang = languageOf(query.get('lang'));
	const attributes: OpenTableAttributes = {
		rid,
		style: styleOf(query.get('type'), query.get('theme')),
		domain,
		newtab: query.get('newtab') === 'true',
		iframe: query.get('iframe') !== 'false',
		negativeMargin: false,
		...(lang === undefined ? {} : { lang }),
	};
	const frame = openTableFrame(attributes);
	if (!frame) {
		return { ok: false, reason: 'not-embeddable' };
	}
	const { negativeMargin, ...read } = attributes;
	void negativeMargin;
	return { ok: true, url: frame.src, attributes: read };
}
