// The worker's local provider as the WordPress specs read and set it: its private routes take the
// data folder's nonce, which the provider gives programs on this machine (GET /blockyard/nonce).
import type { APIRequestContext } from '@playwright/test';

import { expect } from './test';

/** The header that lets `request` read and set the provider's private routes. */
export async function providerHeaders(
	request: APIRequestContext,
	providerUrl: string
): Promise<Record<string, string>> {
	const answer = await request.get(`${providerUrl}blockyard/nonce`);
	expect(answer.ok()).toBe(true);
	return { 'X-WP-Nonce': ((await answer.json()) as { nonce: string }).nonce };
}

/** A private read of the provider (`path` under its root, e.g. `wp-json/…`), checked to succeed. */
export async function providerJson<T>(
	request: APIRequestContext,
	providerUrl: string,
	path: string
): Promise<T> {
	const response = await request.get(`${providerUrl}${path}`, {
		headers: await providerHeaders(request, providerUrl),
	});
	expect(response.status(), await response.text()).toBe(200);
	return (await response.json()) as T;
}
