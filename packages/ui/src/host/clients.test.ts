import { afterEach, describe, expect, it, vi } from 'vitest';

import { createHostClient } from './clients';
import type { BlockyardHost } from './types';

const week = {
	days: { Sun: 'S', Mon: 'M', Tue: 'T', Wed: 'W', Thu: 'T', Fri: 'F', Sat: 'S' },
	startOfWeek: 0,
};

function hostWith(root: string, providerRoot: string): BlockyardHost {
	return { rest: { root, providerRoot, nonce: 'site-nonce' } } as unknown as BlockyardHost;
}

function captureNonce(): { nonce: () => string | null } {
	let seen: string | null = null;
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		seen = new Request(input, init).headers.get('X-WP-Nonce');
		return new Response(JSON.stringify(week));
	});
	return { nonce: () => seen };
}

afterEach(() => vi.unstubAllGlobals());

describe('createHostClient', () => {
	it('sends the site nonce when the provider is reached through the site', async () => {
		const probe = captureNonce();
		await createHostClient(
			hostWith('https://site.test/wp-json/', 'https://site.test/wp-json/')
		).businessHours.localizedWeek();
		expect(probe.nonce()).toBe('site-nonce');
	});

	it('never sends the site nonce to another origin', async () => {
		const probe = captureNonce();
		await createHostClient(
			hostWith('https://site.test/wp-json/', 'http://127.0.0.1:8787/wp-json/')
		).businessHours.localizedWeek();
		expect(probe.nonce()).toBeNull();
	});

	it("sends AI queries to the host's AI query endpoint when it names one", async () => {
		const urls: string[] = [];
		vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
			urls.push(new Request(input, init).url);
			return new Response('data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
		});
		const host = {
			rest: {
				root: 'https://site.test/wp-json/',
				providerRoot: 'https://site.test/wp-json/',
				nonce: 'n',
				aiQueryUrl: 'http://127.0.0.1:8787/wp-json/wpcom/v2/jetpack-ai-query',
			},
		} as unknown as BlockyardHost;
		for await (const event of createHostClient(host).ai.streamQuery({ token: 't', question: 'Hi' })) {
			expect(event.type).toBe('done');
		}
		expect(urls).toEqual(['http://127.0.0.1:8787/wp-json/wpcom/v2/jetpack-ai-query']);
	});
});
