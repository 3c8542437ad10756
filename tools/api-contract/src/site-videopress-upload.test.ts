import { isValidationError, videoPressUpload } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('videoPressUpload (admin-ajax)', () => {
	it('gets the upload token, blog id and action URL from admin-ajax.php beside the REST root', async () => {
		const jwt = await videoPressUpload.jwt(provider.api);
		expect(jwt.upload_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
		expect(jwt.upload_blog_id).toBe(1);
		expect(jwt.upload_action_url).toBe(`${new URL(provider.restRoot).origin}/resumable-upload/`);
	});

	it('raises a typed error when the site refuses', async () => {
		const api = provider.apiWith({
			fetch: async () => new Response(JSON.stringify({ success: false, data: 'nope' })),
		});
		const error: unknown = await videoPressUpload.jwt(api).catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'videoPressUpload.jwt', field: 'success' });
	});
});
