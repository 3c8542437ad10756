import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isValidationError } from '../../errors/validation-error';
import { tracks } from './tracks';

const event = {
	name: 'jetpack_ai_assistant_request',
	props: { feature: 'ai-assistant' },
	user: { ID: 7, login: 'ann' },
};

describe('tracks', () => {
	it('posts an event to wpcom/v2/tracks through the provider root', async () => {
		const requests: Request[] = [];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			providerRoot: 'http://127.0.0.1:8787/wp-json/',
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response(JSON.stringify({ recorded: true }), { status: 201 });
			},
		});

		await expect(tracks.record(api, event)).resolves.toBeUndefined();

		const [sent] = requests;
		expect(sent?.method).toBe('POST');
		expect(sent?.url).toBe('http://127.0.0.1:8787/wp-json/wpcom/v2/tracks');
		expect(await sent?.json()).toEqual(event);
	});

	it('reads the recorded events back, checked against their shape', async () => {
		const recorded = [{ ...event, id: 1, date: '2026-11-26T08:00:00.000Z' }];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => new Response(JSON.stringify(recorded)),
		});
		await expect(tracks.list(api, { name: event.name })).resolves.toEqual(recorded);

		const broken = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => new Response(JSON.stringify([{ name: 'x' }])),
		});
		expect(isValidationError(await tracks.list(broken).catch((error: unknown) => error))).toBe(true);
	});
});
