import { describe, expect, it } from 'vitest';

import { createApi } from '../api';
import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { embedPreviews } from './embed-preview';

const serving = (status: number, answer: unknown, seen: URL[] = []) =>
	createApi({
		root: 'https://site.test/wp-json/',
		nonce: 'n0nce',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			seen.push(new URL(request.url));
			expect(request.headers.get('X-WP-Nonce')).toBe('n0nce');
			return new Response(JSON.stringify(answer), { status });
		},
	});

const player = {
	type: 'video',
	html: '<iframe src="https://videopress.com/embed/OcobLTqC"></iframe>',
	title: 'Harbour',
	provider_name: 'VideoPress',
	width: 640,
};

describe('embedPreviews.get', () => {
	it("asks the site's oEmbed proxy for the address, at the width given, with the editor's nonce", async () => {
		const seen: URL[] = [];
		const preview = await embedPreviews.get(
			serving(200, player, seen),
			'https://videopress.com/v/OcobLTqC?loop=true',
			{ maxWidth: 599.6 }
		);
		expect(preview.html).toBe(player.html);
		expect(preview.title).toBe('Harbour');
		expect(seen[0]?.pathname).toBe('/wp-json/oembed/1.0/proxy');
		expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({
			url: 'https://videopress.com/v/OcobLTqC?loop=true',
			maxwidth: '600',
		});
	});

	it('rejects with the site’s error when it cannot embed the address', async () => {
		const error = await embedPreviews
			.get(
				serving(404, { code: 'oembed_invalid_url', message: 'Not Found', data: { status: 404 } }),
				'https://x.test/'
			)
			.catch((reason: unknown) => reason);
		expect(isApiError(error) && error.code).toBe('oembed_invalid_url');
	});

	it('rejects an answer without HTML as not an embed preview', async () => {
		const error = await embedPreviews
			.get(serving(200, { type: 'link', title: 'A page' }), 'https://x.test/')
			.catch((reason: unknown) => reason);
		expect(isValidationError(error)).toBe(true);
	});
});
