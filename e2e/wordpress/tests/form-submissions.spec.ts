import {
	answerOf,
	bodyOf,
	CASE_FORMS,
	casesPostContent,
	expectedAnswer,
	expectedStored,
	formIdOf,
	SUBMISSION_CASES,
} from '@blockyard/api-contract/forms/submission-cases';

import { expect, test } from '../support/test';

// The forms contract's cases, which the local provider passes too
// (tools/api-contract/src/forms/submission-cases.test.ts), against the plugin's PHP route
// (packages/wordpress-plugin/plugin/includes/forms.php) in real WordPress. One published post
// holds the forms; each case is one request, made as a visitor (no nonce); the kept values
// are read back at the end through the admin-only list.
test('the plugin’s submission route answers every case of the forms contract', async ({ page, siteUrl }) => {
	test.setTimeout(120_000);
	const rest = `${siteUrl}wp-json/`;
	// The site logs the first request of a browser in as the admin (e2e/wordpress/mu-plugins/e2e-auto-login.php).
	await page.request.get(`${siteUrl}wp-admin/`);
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const created = await page.request.post(`${rest}wp/v2/posts`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { title: 'Submission cases', content: casesPostContent(), status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);

	const stored = new Map<number, unknown>();
	const sent: { title: string; id?: number; expected: unknown }[] = [];
	for (const submission of SUBMISSION_CASES) {
		const response = await page.request.post(
			`${rest}blockyard/v1/forms/${formIdOf(submission)}/responses`,
			{ data: bodyOf(submission) }
		);
		const { answer, id } = answerOf(response.status(), await response.json());
		expect.soft(answer, submission.title).toEqual(expectedAnswer(submission));
		sent.push({ title: submission.title, id, expected: expectedStored(submission, 'wordpress') });
	}

	for (const form of Object.values(CASE_FORMS)) {
		const listed = await page.request.get(`${rest}blockyard/v1/forms/responses?form_id=${form.formId}`, {
			headers: { 'X-WP-Nonce': nonce },
		});
		expect(listed.status()).toBe(200);
		for (const response of (await listed.json()) as { id: number; fields: unknown }[]) {
			stored.set(response.id, response.fields);
		}
	}
	for (const { title, id, expected } of sent) {
		expect.soft(id === undefined ? undefined : stored.get(id), `kept: ${title}`).toEqual(expected);
	}
});
