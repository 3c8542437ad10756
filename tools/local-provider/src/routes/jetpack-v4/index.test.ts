import { describe, expect, it } from 'vitest';

import { plugin as schemas } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import { approvePage, openPageForm, submitPageForm } from '../../testing/page-forms';

const P = '/wp-json/jetpack/v4';

interface Check {
	readonly path: string;
	readonly schema: { parse(value: unknown): unknown };
	readonly json?: unknown;
}

const get = (path: string, schema: Check['schema']): Check => ({ path, schema });
const post = (path: string, json: unknown, schema: Check['schema']): Check => ({ path, json, schema });

// In order: later checks rely on the state earlier ones leave (registered before authorize_url…).
const CHECKS: readonly Check[] = [
	post(
		'connection/register',
		{ registration_nonce: 'n', no_iframe: true, plugin_slug: 'blockyard' },
		schemas.connection.authorizeUrlSchema
	),
	get(
		'connection/authorize_url?no_iframe=true&redirect_uri=%2Fwp-admin%2F',
		schemas.connection.authorizeUrlSchema
	),
	get('connection', schemas.connection.connectionStatusSchema),
	get('connection/data', schemas.connection.connectionDataSchema),
	get('connection/test', schemas.connection.connectionTestSchema),
	get('connection/url?from=editor', schemas.connection.connectionUrlSchema),
	get('connection/plugins', schemas.connection.connectedPluginsSchema),
	post('connection/reconnect', undefined, schemas.connection.reconnectSchema),
	post('seen-wc-connection-modal', undefined, schemas.connection.seenModalSchema),
	get('tracking/settings', schemas.tracking.trackingSettingsSchema),
	post('tracking/settings', { tracks_opt_out: true }, schemas.tracking.trackingSettingsSchema),
	get('module/all', schemas.modules.moduleListSchema),
	get('module/stats', schemas.modules.moduleSchema),
	post('module/search/active', { active: true }, schemas.shared.successSchema),
	post('module/stats', { do_not_track: false }, schemas.shared.successSchema),
	get('module/protect/data', schemas.modules.protectDataSchema),
	get('module/vaultpress/data', schemas.shared.looseRecordSchema),
	get('module/akismet/data', schemas.modules.akismetDataSchema),
	get('module/akismet/key/check', schemas.modules.akismetKeyCheckSchema),
	post('module/akismet/key/check', { api_key: '0123456789ab' }, schemas.modules.akismetKeyCheckSchema),
	get('module/akismet/data', schemas.modules.akismetDataSchema),
	get('module/stats/data?range=week', schemas.modules.statsDataSchema),
	get('settings', schemas.settings.pluginSettingsSchema),
	post('settings', { lazy_images: true }, schemas.shared.successSchema),
	post('options/options', { reset: true }, schemas.shared.successSchema),
	get('plugins', schemas.plugins.installedPluginsSchema),
	post(
		'plugins',
		{ slug: 'akismet', status: 'active', source: 'test' },
		schemas.plugins.activatedPluginSchema
	),
	get('updates/plugins', schemas.plugins.pluginUpdatesSchema),
	get('site', schemas.site.siteSchema),
	get('site/features', schemas.site.siteFeaturesSchema),
	get('site/products', schemas.site.siteProductsSchema),
	get('site/purchases', schemas.site.sitePurchasesSchema),
	get('site/benefits', schemas.site.siteBenefitsSchema),
	get('site/discount', schemas.site.siteDiscountSchema),
	get('site/backup/undo-event', schemas.site.undoEventSchema),
	get('plans', schemas.catalog.plansSchema),
	get('products', schemas.catalog.productsSchema),
	get('intro-offers', schemas.catalog.introOffersSchema),
	get('rewind', schemas.catalog.rewindSchema),
	get('scan', schemas.catalog.scanSchema),
	get('setup/questionnaire', schemas.setup.questionnaireSchema),
	post('setup/questionnaire', { use_case: 'blog' }, schemas.setup.questionnaireSchema),
	get('recommendations/data', schemas.recommendations.recommendationsDataSchema),
	post(
		'recommendations/data',
		{ data: { site_type: 'personal' } },
		schemas.recommendations.recommendationsSavedSchema
	),
	get('recommendations/product-suggestions', schemas.recommendations.productSuggestionsSchema),
	get('recommendations/upsell', schemas.recommendations.upsellSchema),
	get('recommendations/conditional', schemas.recommendations.conditionalRecommendationsSchema),
	post('recommendations/step', { step: 'protect' }, schemas.recommendations.recommendationsSavedSchema),
	post('notice/welcome', { dismissed: true }, schemas.notices.dismissedNoticesSchema),
	get('verify-site/google', schemas.verifySite.googleVerificationSchema),
	post('verify-site/google', { keyring_id: 7 }, schemas.verifySite.googleVerificationSchema),
	get('verify-site/google/7', schemas.verifySite.googleVerificationSchema),
	post(
		'marketing/survey',
		{ survey_id: 's', survey_responses: { why: 'x' } },
		schemas.marketing.surveyResultSchema
	),
	post('licensing/error', { error: 'oops' }, schemas.licensing.licensingErrorSchema),
	post('licensing/set-license', { license: 'jetpack-backup_abcdef12' }, schemas.licensing.setLicenseSchema),
	get('licensing/user/counts', schemas.licensing.licenseCountsSchema),
	get('licensing/user/licenses', schemas.licensing.userLicensesSchema),
	post(
		'licensing/user/activation-notice-dismiss',
		{ last_detached_count: 0 },
		schemas.licensing.activationNoticeSchema
	),
	post(
		'licensing/attach-licenses',
		{ licenses: ['jetpack-scan_4f1c2a9e', 'bad'] },
		schemas.licensing.attachLicensesSchema
	),
	post('identity-crisis/confirm-safe-mode', undefined, schemas.shared.successSchema),
	post('identity-crisis/migrate', undefined, schemas.shared.successSchema),
	post(
		'identity-crisis/start-fresh',
		{ redirect_uri: '/wp-admin/' },
		schemas.identityCrisis.startFreshSchema
	),
	get('search/plan', schemas.search.searchPlanSchema),
	get('search/settings', schemas.search.searchSettingsSchema),
	post('search/settings', { instant_search_enabled: true }, schemas.search.searchSettingsSchema),
	get('search/stats', schemas.search.searchStatsSchema),
	get('search/pricing', schemas.search.searchPricingSchema),
	get('waf', schemas.waf.wafSettingsSchema),
	post('waf', { jetpack_waf_ip_block_list: '10.0.0.1\n192.168.0.0/16' }, schemas.waf.wafSettingsSchema),
	get('wordads/settings', schemas.wordads.wordadsSettingsSchema),
	post('wordads/settings', { enable_header_ad: false }, schemas.wordads.wordadsSettingsSchema),
	get('migration/status', schemas.migration.migrationStatusSchema),
	// The authorize page (outside the namespace) connects the user once approved, who can then disconnect.
	get('/blockyard/authorize?redirect_uri=%2F', { parse: (value) => value }),
	post('connection/user', { linked: false }, schemas.shared.successSchema),
	post('connection', { isActive: false }, schemas.shared.successSchema),
];

describe('jetpack/v4', () => {
	it('answers every call with a body the client schema accepts', async () => {
		const provider = freshProvider();
		for (const check of CHECKS) {
			if (check.path.startsWith('/')) {
				expect((await approvePage(provider, check.path)).status, check.path).toBe(303);
				continue;
			}
			const response = await requestJson(provider, `${P}/${check.path}`, {
				method: 'json' in check ? 'POST' : 'GET',
				...(check.json !== undefined ? { json: check.json } : {}),
			});
			const label = `${'json' in check ? 'POST' : 'GET'} ${check.path}`;
			expect(response.status, label).toBe(200);
			const body: unknown = await response.json();
			expect(() => check.schema.parse(body), `${label}: ${JSON.stringify(body)}`).not.toThrow();
		}
		expect(provider.errors).toEqual([]);
	});

	it('answers 404 for an unknown module, and 400 in WordPress shape for bad input', async () => {
		const provider = freshProvider();
		const missing = await requestJson(provider, `${P}/module/nope`);
		expect(missing.status).toBe(404);
		expect((await bodyOf(missing, restErrorSchema)).data.status).toBe(404);
		for (const [path, json] of [
			['connection/register', { no_iframe: true }],
			['module/stats/active', { active: 'yes' }],
			['module/stats', { no_such_option: 1 }],
			['settings', { no_such_setting: 1 }],
			['plugins', { slug: 'akismet', status: 'inactive' }],
			['options/everything', { reset: true }],
			['licensing/set-license', { license: 'x' }],
			['search/settings', { module_active: false, instant_search_enabled: true }],
			['waf', { jetpack_waf_ip_allow_list: 'not an ip' }],
			['notice/welcome', { dismissed: false }],
		] as const) {
			const response = await requestJson(provider, `${P}/${path}`, { method: 'POST', json });
			expect(response.status, path).toBe(400);
			expect((await bodyOf(response, restErrorSchema)).data.status).toBe(400);
		}
		const stats = await requestJson(provider, `${P}/module/stats/data?range=year`);
		expect(stats.status).toBe(400);
		const plugin = await requestJson(provider, `${P}/plugins`, {
			method: 'POST',
			json: { slug: 'no-such-plugin', status: 'active' },
		});
		expect(plugin.status).toBe(404);
	});

	it('connects the user only when the authorize page is approved, and redirects only on this machine', async () => {
		const provider = freshProvider();
		const page = (target: string) =>
			requestJson(provider, `/blockyard/authorize?redirect_uri=${encodeURIComponent(target)}`);
		const connected = async () =>
			(
				await bodyOf(
					await requestJson(provider, `${P}/connection`),
					schemas.connection.connectionStatusSchema
				)
			).isUserConnected;
		expect((await page('/wp-admin/')).status).toBe(400);
		const registered = await requestJson(provider, `${P}/connection/register`, {
			method: 'POST',
			json: { registration_nonce: 'n', no_iframe: true, redirect_uri: 'http://localhost:5173/' },
		});
		const { authorizeUrl } = await bodyOf(registered, schemas.connection.authorizeUrlSchema);
		expect(new URL(authorizeUrl).pathname).toBe('/blockyard/authorize');

		// A link (a cross-site GET, an <img>) shows the page and connects nobody.
		const form = await openPageForm(provider, authorizeUrl);
		expect(form.html).toContain('Approve');
		expect(await connected()).toBe(false);

		// A form posted without the page's state, with another session's, or without the session cookie.
		expect((await submitPageForm(provider, form, { fields: { state: '' } })).status).toBe(403);
		const other = await openPageForm(provider, authorizeUrl);
		expect((await submitPageForm(provider, form, { cookie: other.cookie })).status).toBe(403);
		expect((await submitPageForm(provider, form, { cookie: false })).status).toBe(403);
		expect(await connected()).toBe(false);

		const approved = await submitPageForm(provider, form);
		expect(approved.status).toBe(303);
		expect(approved.headers.get('Location')).toBe('http://localhost:5173/');
		expect(
			await bodyOf(
				await requestJson(provider, `${P}/connection`),
				schemas.connection.connectionStatusSchema
			)
		).toMatchObject({
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
		});
	});

	it('resolves redirect_uri against the page and refuses targets off the machine or with control characters', async () => {
		const provider = freshProvider();
		await requestJson(provider, `${P}/connection/register`, {
			method: 'POST',
			json: { registration_nonce: 'n', no_iframe: true },
		});
		const page = (target: string) =>
			requestJson(provider, `/blockyard/authorize?redirect_uri=${encodeURIComponent(target)}`);
		for (const bad of [
			'https://evil.example/',
			'//evil.example/',
			'javascript:alert(1)',
			'/\t/evil.example/x',
			'/\tevil.example',
			'/\\evil.example/x',
			'http://127.0.0.1@evil.example/',
			'http://user:pass@127.0.0.1/',
			'/x\r\nSet-Cookie: a=b',
			'/x\u0000',
			'/x\u007f',
			'data:text/html,hi',
		]) {
			const response = await page(bad);
			expect(response.status, JSON.stringify(bad)).toBe(400);
			expect((await bodyOf(response, restErrorSchema)).code).toBe('invalid_redirect_uri');
		}
		// The raw query `redirect_uri=/%09/evil.example/x`, as a browser would send it.
		const tab = await requestJson(provider, '/blockyard/authorize?redirect_uri=/%09/evil.example/x');
		expect(tab.status).toBe(400);
		const crlf = await requestJson(
			provider,
			'/blockyard/authorize?redirect_uri=/%0d%0aLocation:%20http://evil.example/'
		);
		expect(crlf.status).toBe(400);
		expect(provider.errors).toEqual([]);

		// A relative target is resolved against the origin the browser came to.
		const form = await openPageForm(provider, '/blockyard/authorize?redirect_uri=%2F%3Fpost%3D3');
		expect(form.fields['redirect_uri']).toBe('http://127.0.0.1:8787/?post=3');
		const approved = await submitPageForm(provider, form, {
			fields: { redirect_uri: '/\t/evil.example/x' },
		});
		expect(approved.status).toBe(400);
		const good = await submitPageForm(provider, form);
		expect(good.headers.get('Location')).toBe('http://127.0.0.1:8787/?post=3');
	});
});
