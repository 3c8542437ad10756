import { isLoopbackHost } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

import { adFormat, type AdFormat } from './formats';
import { AD_CLASS, AD_SLOT_CLASS } from './markup';

/*
 * The ad unit a visitor's page shows in the block's slot: a frame of the ad network's unit page
 * on the provider's root (`ads/v1/unit`), of the format's size. It is added where the page is
 * rendered for visitors (the WordPress plugin's render filter, `includes/ad-block.php`, which
 * builds the same frame; the playground's preview through `addAdUnits`), never in the editor
 * and never saved. Nothing of the saved markup becomes part of its address but the format,
 * which is one of the four known names.
 */

/** The unit's frame, inside the slot. */
export const AD_UNIT_CLASS = `${AD_CLASS}__unit`;

/** The network's unit page, relative to the provider's root. */
export const AD_UNIT_PATH = 'ads/v1/unit';

/** What the page that shows a unit gives it: one id per view, so the network counts one impression. */
const VIEW_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The frame's sandbox: the ad may open its advertiser's page in a new tab, and nothing else: no
 * script, no forms, no navigating the visitor's page.
 */
export const AD_UNIT_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-same-origin';

/**
 * The unit page's address for `format` and one view, on the provider's root: an https root, or
 * http on this machine (the local provider); anything else, or a bad view id, gives none.
 *
 * @example
 * adUnitUrl('https://provider.example/wp-json/', 'leaderboard', 'view-0001');
 * // 'https://provider.example/wp-json/ads/v1/unit?format=leaderboard&view=view-0001'
 */
export function adUnitUrl(
	providerRoot: string,
	format: string | undefined,
	view: string
): string | undefined {
	let root: URL;
	try {
		root = new URL(providerRoot);
	} catch {
		return undefined;
	}
	const secure = root.protocol === 'https:' || (root.protocol === 'http:' && isLoopbackHost(root.hostname));
	if (!secure || root.username !== '' || root.password !== '' || !VIEW_ID.test(view)) {
		return undefined;
	}
	const url = new URL(AD_UNIT_PATH, root.href.endsWith('/') ? root.href : `${root.href}/`);
	url.search = new URLSearchParams({ format: adFormat(format).name, view }).toString();
	return url.href;
}

/** The format a rendered block holds, from its `is-format-*` class; mrec when it has none known. */
function formatOf(block: Element): AdFormat {
	const name = Array.from(block.classList)
		.find((className) => className.startsWith('is-format-'))
		?.slice('is-format-'.length)
		.replaceAll('-', '_');
	return adFormat(name);
}

/** What {@link addAdUnits} needs: where the network answers, and whether the site shows ads. */
export interface AdUnitsOptions {
	/** The provider's root, where the ad network answers (`…/wp-json/`). */
	readonly providerRoot: string;
	/** Whether the site shows ads (its `ads` feature flag): without, each ad block is taken out. */
	readonly enabled: boolean;
	/** A new view id (default `crypto.randomUUID()`). */
	readonly viewId?: () => string;
}

/**
 * Fills the slot of each ad block in `root` with the network's unit, as the plugin's render
 * filter does in WordPress: a sandboxed, lazily loaded frame of the format's size, titled
 * 'Advertisement'. The slot keeps its room whatever the frame does: an ad that does not come
 * leaves it empty. On a site without ads, the blocks are taken out.
 */
export function addAdUnits(root: ParentNode, options: AdUnitsOptions): void {
	const viewId = options.viewId ?? (() => crypto.randomUUID());
	for (const block of Array.from(root.querySelectorAll(`.${AD_CLASS}`))) {
		if (!options.enabled) {
			block.remove();
			continue;
		}
		const slot = block.querySelector(`:scope > .${AD_SLOT_CLASS}`);
		const format = formatOf(block);
		const src = adUnitUrl(options.providerRoot, format.name, viewId());
		if (slot === null || slot.childElementCount > 0 || src === undefined) {
			continue;
		}
		const frame = block.ownerDocument.createElement('iframe');
		frame.className = AD_UNIT_CLASS;
		frame.src = src;
		frame.title = __('Advertisement', 'blockyard');
		frame.width = String(format.width);
		frame.height = String(format.height);
		frame.setAttribute('loading', 'lazy');
		frame.setAttribute('referrerpolicy', 'no-referrer');
		frame.setAttribute('sandbox', AD_UNIT_SANDBOX);
		slot.append(frame);
	}
}
