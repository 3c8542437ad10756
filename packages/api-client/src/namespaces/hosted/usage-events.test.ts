import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isValidationError } from '../../errors/validation-error';
import { tracks, usageEvents } from './usage-events';

const event = {
	name: 'jetpack_ai_assistant_request',
	props: { feature: 'ai-assistant' },
	user: { ID: 7, login: 'ann' },
};

describe('usageEvents', () => {
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

		await expect(usageEvents.record(api, event)).resolves.toBeUndefined();

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
		await expect(usageEvents.list(api, { name: event.name })).resolves.toEqual(recorded);

		const broken = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => new Response(JSON.stringify([{ name: 'x' }])),
		});
		const error: unknown = await usageEvents.list(broken).catch((caught: unknown) => caught);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'usageEvents.list' });
	});

	it('answers under its deprecated name, tracks, as the same calls', async () => {
		const recorded = [{ ...event, id: 1, date: '2026-11-26T08:00:00.000Z' }];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => new Response(JSON.stringify(recorded)),
		});
		expect(tracks).toBe(usageEvents);
		await expect(tracks.list(api, { name: event.name })).resolves.toEqual(recorded);
	});
});
