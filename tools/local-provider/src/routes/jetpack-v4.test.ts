import { describe, expect, it } from 'vitest';

import { plugin as schemas } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../testing/fresh-provider';

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
	// The authorize page (outside the namespace) connects the user, who can then disconnect.
	get('/blockyard/authorize?redirect_uri=%2F', { parse: (value) => value }),
	post('connection/user', { linked: false }, schemas.shared.successSchema),
	post('connection', { isActive: false }, schemas.shared.successSchema),
];

describe('jetpack/v4', () => {
	it('answers every call with a body the client schema accepts', async () => {
		const provider = freshProvider();
		for (const check of CHECKS) {
			if (check.path.startsWith('/')) {
				expect((await requestJson(provider, check.path)).status, check.path).toBe(302);
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

	it('connects the user on the authorize page and redirects only to relative or loopback targets', async () => {
		const provider = freshProvider();
		const page = (target: string) =>
			requestJson(provider, `/blockyard/authorize?redirect_uri=${encodeURIComponent(target)}`);
		expect((await page('/wp-admin/')).status).toBe(400);
		const registered = await requestJson(provider, `${P}/connection/register`, {
			method: 'POST',
			json: { registration_nonce: 'n', no_iframe: true, redirect_uri: 'http://localhost:5173/' },
		});
		const { authorizeUrl } = await bodyOf(registered, schemas.connection.authorizeUrlSchema);
		expect(new URL(authorizeUrl).pathname).toBe('/blockyard/authorize');
		for (const bad of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
			expect((await page(bad)).status, bad).toBe(400);
		}
		const visit = await provider.app.request(authorizeUrl);
		expect(visit.status).toBe(302);
		expect(visit.headers.get('Location')).toBe('http://localhost:5173/');
		const status = await bodyOf(
			await requestJson(provider, `${P}/connection`),
			schemas.connection.connectionStatusSchema
		);
		expect(status).toMatchObject({ isRegistered: true, isUserConnected: true, hasConnectedOwner: true });
	});
});
