// The OpenTable widget's frame (and the links saved instead of it), from the saved attributes:
// imported by `save`, so it holds no parser.
import type { EmbedFrame } from '../../embed/provider';
import type { OpenTableAttributes, OpenTableStyle } from './types';

/** OpenTable's sites, by the `domain` the widget takes, each on its one host. */
export const OPENTABLE_DOMAINS: Readonly<Record<string, string>> = {
	com: 'www.opentable.com',
	ca: 'www.opentable.ca',
	'co.uk': 'www.opentable.co.uk',
	'com.au': 'www.opentable.com.au',
	'com.mx': 'www.opentable.com.mx',
	de: 'www.opentable.de',
	ie: 'www.opentable.ie',
	it: 'www.opentable.it',
	jp: 'www.opentable.jp',
	nl: 'www.opentable.nl',
};

/** The only hosts an OpenTable frame comes from. */
export const OPENTABLE_HOSTS: readonly string[] = Object.values(OPENTABLE_DOMAINS).sort();

/** The languages the widget speaks. */
export const OPENTABLE_LANGUAGES: readonly string[] = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
];
export const DEFAULT_OPENTABLE_LANGUAGE = 'en-US';

/** Each style's size in pixels. */
export const OPENTABLE_SIZES: Readonly<Record<OpenTableStyle, { width: number; height: number }>> = {
	standard: { width: 224, height: 301 },
	tall: { width: 288, height: 490 },
	wide: { width: 840, height: 150 },
	button: { width: 210, height: 113 },
};

// The widget runs OpenTable's scripts on its own origin, submits its search form, and opens
// the booking page in a new tab or (on the user's click) in this one.
const OPENTABLE_SANDBOX =
	'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

const STYLES: readonly string[] = Object.keys(OPENTABLE_SIZES);

/** The restaurant ids worth saving: whole numbers, each once. */
export function restaurantIds(rid: unknown): number[] {
	if (!Array.isArray(rid)) {
		return [];
	}
	const ids = rid.filter((value): value is number => Number.isSafeInteger(value) && (value as number) > 0);
	return [...new Set(ids)];
}

/** The style shown: the one chosen, except that several restaurants never show the button. */
export function shownStyle(style: string, restaurants: number): OpenTableStyle {
	const known = (STYLES.includes(style) ? style : 'standard') as OpenTableStyle;
	return known === 'button' && restaurants > 1 ? 'standard' : known;
}

/** The widget's `type` and `theme` for a style and a number of restaurants. */
export function widgetTypeAndTheme(style: string, restaurants: number): { type: string; theme: string } {
	const shown = shownStyle(style, restaurants);
	if (restaurants > 1) {
		return { type: 'multi', theme: shown };
	}
	return shown === 'button' ? { type: 'button', theme: 'standard' } : { type: 'standard', theme: shown };
}

/** The widget's language: the attribute when it is one of the listed ones, else `en-US`. */
export const widgetLanguage = (lang: string | undefined): string =>
	lang !== undefined && OPENTABLE_LANGUAGES.includes(lang) ? lang : DEFAULT_OPENTABLE_LANGUAGE;

/** The OpenTable host of a `domain`, `www.opentable.com` for one it does not know. */
export const openTableHost = (domain: string | undefined): string =>
	(domain !== undefined && Object.hasOwn(OPENTABLE_DOMAINS, domain)
		? OPENTABLE_DOMAINS[domain]
		: undefined) ?? 'www.opentable.com';

/** The widget's frame for the attributes; nothing before a restaurant is chosen. */
export function openTableFrame(attributes: OpenTableAttributes): EmbedFrame | undefined {
	const ids = restaurantIds(attributes.rid);
	if (ids.length === 0) {
		return undefined;
	}
	const host = openTableHost(attributes.domain);
	const { type, theme } = widgetTypeAndTheme(attributes.style, ids.length);
	const src = new URL(`https://${host}/widget/reservation/canvas`);
	for (const id of ids) {
		src.searchParams.append('rid', String(id));
	}
	src.searchParams.set('type', type);
	src.searchParams.set('theme', theme);
	src.searchParams.set(
		'domain',
		Object.hasOwn(OPENTABLE_DOMAINS, attributes.domain) ? attributes.domain : 'com'
	);
	src.searchParams.set('lang', widgetLanguage(attributes.lang));
	src.searchParams.set('newtab', attributes.newtab ? 'true' : 'false');
	src.searchParams.set('iframe', 'true');
	return {
		src: src.href,
		title: 'OpenTable',
		sandbox: OPENTABLE_SANDBOX,
		height: OPENTABLE_SIZES[shownStyle(attributes.style, ids.length)].height,
	};
}

/**
 * The settings of the widget saved without a frame, as the data attributes of its placeholder
 * (`<div class="wp-block-blockyard-opentable__widget">`), from which the visitor's script
 * builds OpenTable's loader address; nothing before a restaurant is chosen.
 */
export function openTableWidgetData(attributes: OpenTableAttributes): Record<string, string> | undefined {
	const ids = restaurantIds(attributes.rid);
	if (ids.length === 0) {
		return undefined;
	}
	const { type, theme } = widgetTypeAndTheme(attributes.style, ids.length);
	return {
		'data-rid': ids.join(','),
		'data-type': type,
		'data-theme': theme,
		'data-domain': Object.hasOwn(OPENTABLE_DOMAINS, attributes.domain) ? attributes.domain : 'com',
		'data-lang': widgetLanguage(attributes.lang),
		'data-newtab': attributes.newtab ? 'true' : 'false',
	};
}

/** Each restaurant's reservation page on OpenTable, the way there before the widget has loaded. */
export function reservationPages(attributes: OpenTableAttributes): string[] {
	const host = openTableHost(attributes.domain);
	const lang = widgetLanguage(attributes.lang);
	return restaurantIds(attributes.rid).map((id) => {
		const page = new URL(`https://${host}/restref/client/`);
		page.searchParams.set('rid', String(id));
		page.searchParams.set('lang', lang);
		return page.href;
	});
}
