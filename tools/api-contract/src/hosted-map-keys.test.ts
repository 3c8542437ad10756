import { bindCalls, hostedMapbox, hostedMapkit } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hostedMapbox and hostedMapkit', () => {
	it('mapbox get, save and remove the site key; a bad key raises the server message', async () => {
		const mapbox = bindCalls(hostedMapbox, provider.api);
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
		const first = await hostedMapkit.token(provider.api);
		expect(first.wpcom_mapkit_access_token.split('.')).toHaveLength(3);
		await expect(hostedMapkit.token(provider.api)).resolves.toEqual(first);
	});
});
