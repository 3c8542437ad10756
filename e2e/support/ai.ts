import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

import { providerNonceHeader, providerUrl } from './urls';

/** The playground as a site whose user counts as connected (every user of an atomic site does). */
export const CONNECTED_SITE = { site: 'atomic' } as const;

/**
 * Sends every AI query of the page with the local provider's fault header, e.g.
 * `status=503`, `unclear`, `pace=200`. `undefined` stops adding it.
 */
export async function setAiFault(page: Page, fault: string | undefined): Promise<void> {
	await page.unroute('**/wpcom/v2/jetpack-ai-query*');
	if (fault === undefined) {
		return;
	}
	await page.route('**/wpcom/v2/jetpack-ai-query*', (route) =>
		route.continue({ headers: { ...route.request().headers(), 'x-blockyard-fault': fault } })
	);
}

/** Runs an action of the "AI Assistant" dropdown on the selected paragraph, heading or list. */
export async function runTextBlockAiAction(page: Page, action: string): Promise<void> {
	await page
		.getByRole('toolbar', { name: 'Block tools' })
		.getByRole('button', { name: 'AI Assistant' })
		.click();
	await page.getByRole('menuitem', { name: action }).click();
}

/** Sets how many AI requests the local provider's site has made (its free limit is 20). */
export async function setAiRequestsCount(request: APIRequestContext, count: number): Promise<void> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/ai-requests`, {
		data: { count },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/**
 * Answers the page's AI queries with `reply`, as a model would stream it: the local provider
 * still answers each query (its headers, CORS included, and its request count stay), and only
 * its event stream is replaced. For what the offline engine does not do, such as a change of tone.
 */
export async function replyToAiQueries(
	page: Page,
	reply: string,
	url: string | ((url: URL) => boolean) = '**/wpcom/v2/jetpack-ai-query*'
): Promise<void> {
	await page.route(url, async (route: Route) => {
		const response = await route.fetch();
		const events = `data: ${JSON.stringify({ choices: [{ delta: { content: reply } }] })}\n\ndata: [DONE]\n\n`;
		await route.fulfill({ response, body: events });
	});
}

/** Runs an action of a submenu of the "AI Assistant" dropdown, e.g. `Change tone` › `Informal`. */
export async function runTextBlockAiSubmenuAction(
	page: Page,
	submenu: string,
	action: string
): Promise<void> {
	await runTextBlockAiAction(page, submenu);
	await page.getByRole('menuitem', { name: action }).click();
}
