import { escapeHtml } from '../http/html-page';
import type { NetworkAdFormat } from './ad-formats';
import { landingPage } from './click-target';

/**
 * The ad unit's page, which the ad block's frame shows: the format's creative, of its size,
 * linking through the network's click redirect to the advertiser's page (in a new tab, as the
 * frame is sandboxed). Addresses are relative to the unit's own (`…/ads/v1/unit`), so the page
 * works wherever the provider is reached from. No script.
 */
export function adUnitPage(format: NetworkAdFormat, view: string): string {
	const click = `click?${new URLSearchParams({ format: format.name, view, to: landingPage(format.name) }).toString()}`;
	const creative = `creative/${format.name}.png`;
	return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Advertisement</title><body style="margin:0;overflow:hidden"><a href="${escapeHtml(click)}" target="_blank" rel="noopener sponsored"><img src="${escapeHtml(creative)}" width="${String(format.width)}" height="${String(format.height)}" alt="Advertisement" style="display:block;border:0"></a></body></html>`;
}
