import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hosted.mapbox and hosted.mapkit', () => {
	it('mapbox get, save and remove the site key; a bad key raises the server message', async () => {
		const mapbox = provider.client.hosted.mapbox;
		expect((await mapbox.get()).service_api_key_source).toBe('wpcom');
		await expect(mapbox.save('not-a-token')).rejects.toThrow(/Mapbox access token is not valid/);
		expect(await mapbox.save('pk.contract-test-key')).toMatchObject({
			service_api_key: 'pk.contract-test-key',
			service_api_key_source: 'site',
		});
		expect((await mapbox.get()).service_api_key).toBe('pk.contract-test-key');
		expect((await mapbox.remove()).service_api_key_source).toBe('wpcom');
	});

	it('mapkit token is kept between reads', async () => {
		const first = await provider.client.hosted.mapkit.token();
		expect(first.wpcom_mapkit_access_token.split('.')).toHaveLength(3);
		await expect(provider.client.hosted.mapkit.token()).resolves.toEqual(first);
	});
});
