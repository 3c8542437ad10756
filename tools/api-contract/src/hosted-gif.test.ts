import { describe, expect, it } from 'vitest';

import { bindCalls, hostedGif, isNotFoundError } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hostedGif', () => {
	it('search answers GIFs with their sizes, still and embed URL; get reads one', async () => {
		const gif = bindCalls(hostedGif, provider.api);
		const all = await gif.search('');
		expect(all.data.length).toBeGreaterThan(1);
		const { data } = await gif.search('meadow');
		const [meadow] = data;
		expect(meadow?.images.original).toMatchObject({ width: '96', height: '64' });
		expect((await fetch(meadow?.images.downsized_still.url ?? '')).status).toBe(200);
		expect((await fetch(meadow?.embed_url ?? '')).headers.get('content-type')).toMatch(/text\/html/);
		await expect(gif.get('meadow')).resolves.toEqual(meadow);
		expect(isNotFoundError(await gif.get('missing').catch((e: unknown) => e))).toBe(true);
	});
});
