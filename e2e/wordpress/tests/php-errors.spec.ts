import { expect, test } from '../support/test';

// The run's guard against PHP's warnings and errors (php/record-errors.php, support/test.ts): each
// one a request raises is recorded with that request, and fails the spec that made it unless the
// spec expects it. `?blockyard_e2e_php_error=` (mu-plugins/e2e-php-errors.php) raises one.

test.describe('a warning and a fatal error the spec expects', () => {
	test.use({ expectedPhpErrors: /a warning on purpose|blockyard_e2e_no_such_function/ });

	test('are recorded with the request that raised them', async ({ page, siteUrl, phpErrors }) => {
		const warned = await page.request.get(`${siteUrl}?blockyard_e2e_php_error=warning`);
		expect(warned.status()).toBe(200);
		const fatal = await page.request.get(`${siteUrl}?blockyard_e2e_php_error=fatal`);
		expect(fatal.status()).toBe(500);

		expect(phpErrors().map(({ level, message, request }) => ({ level, message, request }))).toEqual([
			{
				level: 'PHP Warning',
				message: 'Blockyard e2e: a warning on purpose',
				request: 'GET /?blockyard_e2e_php_error=warning',
			},
			{
				level: 'PHP Fatal error',
				message: expect.stringContaining('blockyard_e2e_no_such_function'),
				request: 'GET /?blockyard_e2e_php_error=fatal',
			},
		]);
	});
});

test('a warning the spec does not expect fails it', async ({ page, siteUrl, phpErrors }) => {
	const warned = await page.request.get(`${siteUrl}?blockyard_e2e_php_error=warning`);
	expect(warned.status()).toBe(200);
	expect(phpErrors().map(({ message }) => message)).toEqual(['Blockyard e2e: a warning on purpose']);
	// Only now, with the body passed, is a failure expected: the one the guard raises after the
	// spec, for the warning above. A failure in the lines above still fails this spec.
	test.fail();
});
