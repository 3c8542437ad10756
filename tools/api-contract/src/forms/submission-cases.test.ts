import { formResponsesSchema, postSchema } from '@blockyard/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { startProviderForTests } from '../provider';
import {
	answerOf,
	bodyOf,
	casesPostContent,
	expectedAnswer,
	expectedStored,
	formIdOf,
	SUBMISSION_CASES,
} from './submission-cases';

const provider = startProviderForTests();

/** A JSON POST; only saving the post sends the nonce, as a visitor's submission needs none. */
const post = async (path: string, body: unknown): Promise<Response> =>
	fetch(`${provider.restRoot}${path}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			...(path.startsWith('wp/v2/') ? { 'X-WP-Nonce': provider.nonce } : {}),
		},
		body: JSON.stringify(body),
	});

describe('the table of submission cases', () => {
	it('gives every case a title of its own, as each is a test of its own on both servers', () => {
		const titles = SUBMISSION_CASES.map((submission) => submission.title);
		const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
		expect(repeated).toEqual([]);
		expect(new Set(titles).size).toBe(SUBMISSION_CASES.length);
	});
});

describe('form submissions: the shared cases against the local provider', () => {
	beforeAll(async () => {
		const created = await post('wp/v2/posts', {
			title: 'Submission cases',
			content: casesPostContent(),
			status: 'publish',
		});
		expect(created.status).toBe(201);
		expect(postSchema.parse(await created.json()).content.raw).toBe(casesPostContent());
	});

	it.each(SUBMISSION_CASES)('$title', async (submission) => {
		const formId = formIdOf(submission);
		const response = await post(`blockyard/v1/forms/${formId}/responses`, bodyOf(submission));
		const { answer, id } = answerOf(response.status, await response.json());
		expect(answer).toEqual(expectedAnswer(submission));

		const stored = expectedStored(submission, 'provider');
		const listed = await fetch(`${provider.restRoot}blockyard/v1/forms/responses?form_id=${formId}`, {
			headers: { 'X-WP-Nonce': provider.nonce },
		});
		const responses = formResponsesSchema.parse(await listed.json());
		if (stored === undefined) {
			expect(id).toBeUndefined();
		} else {
			expect(responses.find((response) => response.id === id)?.fields).toEqual(stored);
		}
	});
});
