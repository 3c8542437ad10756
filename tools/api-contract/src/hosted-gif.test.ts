import { describe, expect, it } from 'vitest';

import { bindCalls, GIF_SEARCH_LIMIT, hostedGif, isNotFoundError } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hostedGif', () => {
	it('search answers animated GIFs with their sizes, still and embed page; get reads one', async () => {
		const gif = bindCalls(hostedGif, provider.api);
		const all = await gif.search('');
		expect(all.data).toHaveLength(GIF_SEARCH_LIMIT);
		const { data } = await gif.search('bouncing ball');
		const [ball] = data;
		expect(ball?.title).toBe('Bouncing ball');
		expect(ball?.images.original).toMatchObject({ width: '160', height: '120' });

		const original = await fetch(ball?.images.original.url ?? '');
		expect(original.headers.get('content-type')).toBe('image/gif');
		const bytes = new Uint8Array(await original.arrayBuffer());
		expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
		expect(bytes[6]! + bytes[7]! * 256).toBe(160);
		const still = await fetch(ball?.images.downsized_still.url ?? '');
		expect(still.headers.get('content-type')).toBe('image/gif');
		expect((await still.arrayBuffer()).byteLength).toBeLessThan(bytes.byteLength);
		expect((await fetch(ball?.embed_url ?? '')).headers.get('content-type')).toMatch(/text\/html/);

		await expect(gif.get(ball?.id ?? '')).resolves.toEqual(ball);
		expect(isNotFoundError(await gif.get('missing').catch((e: unknown) => e))).toBe(true);
		expect((await gif.search('no such thing anywhere')).data).toEqual([]);
	});
});
