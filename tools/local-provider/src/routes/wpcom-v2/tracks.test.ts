import { recordedEventsSchema, trackRecordedSchema } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import { MAX_RECORDED_EVENTS } from './tracks';

const PATH = '/wp-json/wpcom/v2/tracks';
const event = {
	name: 'jetpack_ai_assistant_request',
	props: { feature: 'ai-assistant', prompt_type: 'userPrompt', cached: false, count: 1, none: null },
	user: { ID: 7, login: 'blockyard-admin' },
};

describe('wpcom/v2/tracks', () => {
	it('records an event and reads it back, oldest first, by name if asked', async () => {
		const provider = freshProvider();
		const posted = await requestJson(provider, PATH, { method: 'POST', json: event });
		expect(posted.status).toBe(201);
		expect(await bodyOf(posted, trackRecordedSchema)).toEqual({ recorded: true });
		const other = { ...event, name: 'jetpack_ai_assistant_accept', props: { as: 'blocks' } };
		expect((await requestJson(provider, PATH, { method: 'POST', json: other })).status).toBe(201);

		const all = await bodyOf(await requestJson(provider, PATH), recordedEventsSchema);
		expect(all.map(({ id, name }) => ({ id, name }))).toEqual([
			{ id: 1, name: 'jetpack_ai_assistant_request' },
			{ id: 2, name: 'jetpack_ai_assistant_accept' },
		]);
		expect(all[0]).toMatchObject(event);
		expect(Number.isNaN(Date.parse(all[0]?.date ?? ''))).toBe(false);

		const accepted = await bodyOf(
			await requestJson(provider, `${PATH}?name=jetpack_ai_assistant_accept`),
			recordedEventsSchema
		);
		expect(accepted.map((recorded) => recorded.props)).toEqual([{ as: 'blocks' }]);
	});

	it.each([
		['a name without an allowed prefix', { ...event, name: 'other_event' }],
		['a name that is not snake case', { ...event, name: 'jetpack_AI-request' }],
		['no user', { name: event.name, props: {} }],
		['a user without a login', { ...event, user: { ID: 7, login: '' } }],
		['a user without an id', { ...event, user: { ID: 0, login: 'ann' } }],
		['a property that is an object', { ...event, props: { nested: { a: 1 } } }],
		['a property name that is not snake case', { ...event, props: { 'Bad Name': 1 } }],
		['a field of its own', { ...event, extra: true }],
	])('refuses %s with 400 and records nothing', async (_case, body) => {
		const provider = freshProvider();
		const response = await requestJson(provider, PATH, { method: 'POST', json: body });
		expect(response.status).toBe(400);
		expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_invalid_param');
		expect(await bodyOf(await requestJson(provider, PATH), recordedEventsSchema)).toEqual([]);
	});

	it('refuses a body that is not JSON, and one too large', async () => {
		const provider = freshProvider();
		const notJson = await requestJson(provider, PATH, {
			method: 'POST',
			body: '{',
			headers: { 'Content-Type': 'application/json' },
		});
		expect(notJson.status).toBe(400);
		const tooLarge = await requestJson(provider, PATH, {
			method: 'POST',
			json: { ...event, props: { text: 'x'.repeat(20_000) } },
		});
		expect(tooLarge.status).toBe(413);
		expect(provider.errors).toEqual([]);
	});

	it(`keeps the last ${MAX_RECORDED_EVENTS} events`, async () => {
		const provider = freshProvider();
		for (let index = 0; index < MAX_RECORDED_EVENTS + 3; index++) {
			const response = await requestJson(provider, PATH, {
				method: 'POST',
				json: { ...event, props: { index } },
			});
			expect(response.status).toBe(201);
		}
		const kept = await bodyOf(await requestJson(provider, PATH), recordedEventsSchema);
		expect(kept).toHaveLength(MAX_RECORDED_EVENTS);
		expect(kept[0]?.props).toEqual({ index: 3 });
		expect(kept.at(-1)?.id).toBe(MAX_RECORDED_EVENTS + 3);
	});
});
