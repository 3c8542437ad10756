// The visitor's side of OpenTable's widget saved without a frame: OpenTable's loader script,
// inserted into the saved placeholder, draws the widget there in the page, as OpenTable's own
// embed code does. The script's address is built here from the placeholder's data attributes,
// each checked against the values the block saves, and only on OpenTable's hosts through the
// saved-output policy; nothing saved names a script. The saved links stay until the widget has
// drawn, so a visitor whose browser cannot run the script still reaches the reservation pages.
import { isProviderSource } from '@blockyard/api-client';

import {
	OPENTABLE_DOMAINS,
	OPENTABLE_HOSTS,
	OPENTABLE_LANGUAGES,
	OPENTABLE_SIZES,
	restaurantIds,
} from './frame';

/** Where the widget says it was embedded, as OpenTable's embed code says it. */
const OT_SOURCE = 'Restaurant website';

const TYPES: readonly string[] = ['standard', 'button', 'multi'];
const THEMES: readonly string[] = Object.keys(OPENTABLE_SIZES);

/**
 * OpenTable's loader address for a saved placeholder, or `undefined` when one of its settings
 * is not a value the block saves (a placeholder edited by hand loads nothing).
 */
export function loaderUrl(placeholder: HTMLElement): string | undefined {
	const { rid = '', type = '', theme = '', domain = '', lang = '', newtab = '' } = placeholder.dataset;
	const ids = /^\d+(?:,\d+)*$/.test(rid) ? restaurantIds(rid.split(',').map(Number)) : [];
	const host = Object.hasOwn(OPENTABLE_DOMAINS, domain) ? OPENTABLE_DOMAINS[domain] : undefined;
	if (
		ids.length === 0 ||
		host === undefined ||
		!TYPES.includes(type) ||
		!THEMES.includes(theme) ||
		!OPENTABLE_LANGUAGES.includes(lang) ||
		(newtab !== 'true' && newtab !== 'false')
	) {
		return undefined;
	}
	const src = new URL(`https://${host}/widget/reservation/loader`);
	for (const id of ids) {
		src.searchParams.append('rid', String(id));
	}
	src.searchParams.set('type', type);
	src.searchParams.set('theme', theme);
	src.searchParams.set('iframe', 'false');
	src.searchParams.set('domain', domain);
	src.searchParams.set('lang', lang);
	src.searchParams.set('newtab', newtab);
	src.searchParams.set('ot_source', OT_SOURCE);
	return isProviderSource(src.href, OPENTABLE_HOSTS) ? src.href : undefined;
}

/** Starts OpenTable's widget in one saved placeholder (`.wp-block-blockyard-opentable__widget`). */
export function startView(placeholder: HTMLElement): void {
	const src = loaderUrl(placeholder);
	if (src === undefined || placeholder.querySelector('script')) {
		return;
	}
	const links = [
		...(placeholder.parentElement?.querySelectorAll<HTMLElement>(
			':scope > .wp-block-blockyard-opentable__link'
		) ?? []),
	];
	const script = placeholder.ownerDocument.createElement('script');
	const drawn = () => [...placeholder.children].some((child) => child !== script);
	const observer = new MutationObserver(() => {
		if (drawn()) {
			for (const link of links) {
				link.hidden = true;
			}
			observer.disconnect();
		}
	});
	observer.observe(placeholder, { childList: true, subtree: true });
	script.async = true;
	script.src = src;
	// Without the script the saved links are the way to the reservation pages.
	script.addEventListener('error', () => observer.disconnect(), { once: true });
	placeholder.append(script);
}
