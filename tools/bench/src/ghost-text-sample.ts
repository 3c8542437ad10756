import type { Browser, Page } from 'playwright-core';

import { editorSample, type EditorAddress, type EditorSample } from './editor-sample';
import { GHOST_TEXT_CHUNK, ghostTextTyping, type GhostTextSeen } from './ghost-text';

/** The style element ghost text adds to the canvas's document while a continuation is shown. */
const GHOST_TEXT_STYLE = '#blockyard-ghost-text-style';

/** Whether a continuation is drawn in the editor canvas now. */
async function ghostTextShown(page: Page): Promise<boolean> {
	const styles = page.frameLocator('iframe[name="editor-canvas"]').locator(GHOST_TEXT_STYLE);
	return (await styles.count()) > 0;
}

/**
 * Sets the local provider's count of the site's AI requests back to none (its testing route,
 * there while the bench runs it with faults on), so that the free requests' limit never stops
 * the continuations, however many samples ask for them.
 */
export async function resetAiRequests(providerUrl: string, nonce: string): Promise<void> {
	const response = await fetch(`${providerUrl}wp-json/blockyard-testing/v1/ai-requests`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
		body: JSON.stringify({ count: 0 }),
	});
	if (!response.ok) {
		throw new Error(`The local provider did not reset the site's AI requests (${response.status}).`);
	}
}

/**
 * One sample of the ghost text scenario: the editor's sample with the scenario's typing (its
 * sentences and pauses), and what the page showed of the ghost text: whether it fetched the
 * ghost text's chunk, and at how many pauses a continuation was drawn. Either kind looks the
 * same way, so the two pages differ by the flag alone.
 */
export async function ghostTextSample(
	browser: Browser,
	address: EditorAddress
): Promise<EditorSample & GhostTextSeen> {
	let chunkLoaded = false;
	let offers = 0;
	const sample = await editorSample(browser, address, {
		typing: ghostTextTyping(async (page) => {
			if (await ghostTextShown(page)) {
				offers += 1;
			}
		}),
		watch: (page) =>
			page.on('response', (response) => {
				if (response.ok() && new URL(response.url()).pathname.startsWith(GHOST_TEXT_CHUNK)) {
					chunkLoaded = true;
				}
			}),
	});
	return { ...sample, chunkLoaded, offers };
}
