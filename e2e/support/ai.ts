import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
