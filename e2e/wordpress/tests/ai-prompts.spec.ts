import { createApi } from '@blockyard/api-client';
import {
	PROMPT_CASES,
	type PromptSite,
	type PromptSiteUser,
} from '@blockyard/api-contract/prompts/prompt-cases';
import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../support/test';

// The AI prompt library's cases, which the local provider passes too
// (tools/api-contract/src/prompts/prompt-cases.test.ts), against the plugin's PHP route
// (packages/wordpress-plugin/plugin/includes/ai-prompts.php) in real WordPress, through the
// api-client as each user: the admin, Ada (an author) and Grace (an editor), made by the spec.

const PASSWORD = 'prompt-library-e2e';

const USERS = [
	{ login: 'ada', name: 'Ada Lovelace', role: 'author' },
	{ login: 'grace', name: 'Grace Hopper', role: 'editor' },
] as const;

/** A `fetch` that sends through a Playwright request context, with its cookies. */
const fetchThrough =
	(context: APIRequestContext): typeof fetch =>
	async (input, init) => {
		const request = new Request(input, init);
		const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
		const response = await context.fetch(request.url, {
			method: request.method,
			headers: Object.fromEntries(request.headers),
			...(body ? { data: body } : {}),
			failOnStatusCode: false,
			maxRedirects: 0,
		});
		return new Response(response.status() === 204 ? null : new Uint8Array(await response.body()), {
			status: response.status(),
			headers: response.headers(),
		});
	};

/** The REST nonce of the user the context is logged in as. */
async function restNonce(context: APIRequestContext, siteUrl: string): Promise<string> {
	const response = await context.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`);
	expect(response.status(), 'the REST nonce').toBe(200);
	return response.text();
}

test('the plugin’s prompt library answers every case of the prompts contract, as three users', async ({
	page,
	playwright,
	siteUrl,
}) => {
	test.setTimeout(180_000);
	const root = `${siteUrl}wp-json/`;
	// The site logs the first request of a browser in as the admin (e2e/wordpress/mu-plugins/e2e-auto-login.php).
	await page.request.get(`${siteUrl}wp-admin/`);
	const adminNonce = await restNonce(page.request, siteUrl);
	const asUser = (context: APIRequestContext, nonce: string) =>
		createApi({ root, nonce, fetch: fetchThrough(context) });

	const me = await page.request.get(`${root}wp/v2/users/me`, { headers: { 'X-WP-Nonce': adminNonce } });
	const admin = (await me.json()) as { id: number; name: string };
	const users: PromptSiteUser[] = [];
	const contexts: APIRequestContext[] = [];
	for (const user of USERS) {
		const created = await page.request.post(`${root}wp/v2/users`, {
			headers: { 'X-WP-Nonce': adminNonce },
			data: {
				username: user.login,
				name: user.name,
				email: `${user.login}@example.test`,
				password: PASSWORD,
				roles: [user.role],
			},
		});
		expect(created.status(), await created.text()).toBe(201);
		const { id } = (await created.json()) as { id: number };
		const context = await playwright.request.newContext();
		contexts.push(context);
		// Not the admin of the first visit: wp-login.php, with the cookie it checks for.
		const login = await context.post(`${siteUrl}wp-login.php`, {
			form: { log: user.login, pwd: PASSWORD, 'wp-submit': 'Log In', testcookie: '1' },
			headers: {
				Cookie: 'playground_auto_login_already_happened=1; wordpress_test_cookie=WP%20Cookie%20check',
			},
			maxRedirects: 0,
		});
		expect(login.status(), `${user.login} logs in`).toBe(302);
		users.push({ api: asUser(context, await restNonce(context, siteUrl)), id, name: user.name });
	}
	const [ada, grace] = users;
	if (!ada || !grace) {
		throw new Error('Ada and Grace were not made.');
	}
	const site: PromptSite = {
		admin: { api: asUser(page.request, adminNonce), id: admin.id, name: admin.name },
		ada,
		grace,
	};

	try {
		for (const promptCase of PROMPT_CASES) {
			await test.step(promptCase.title, () => promptCase.run(site, expect));
		}
	} finally {
		await Promise.all(contexts.map((context) => context.dispose()));
	}
});
