import { describe, expect, it } from 'vitest';

import { bindCalls, hostedResolveRedirect, isApiError } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

const origin = () => provider.origin.replace(/\/$/, '');

describe('hostedResolveRedirect', () => {
	it('resolve answers where a URL ends, and rejects a final status of 400 or more', async () => {
		const resolveRedirect = bindCalls(hostedResolveRedirect, provider.api);
		await expect(resolveRedirect.resolve(`${origin()}/rest/v1.5/plans`)).resolves.toEqual({
			status: 200,
			url: `${origin()}/rest/v1.5/plans`,
		});
		const error: unknown = await resolveRedirect.resolve(`${origin()}/nowhere`).catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 404, code: 'redirect_failed' });
	});
});
