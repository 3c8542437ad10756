import {
	bindCalls,
	isApiError,
	pluginMarketing,
	pluginNotices,
	pluginRecommendations,
	pluginSetup,
	pluginVerifySite,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginSetup, pluginRecommendations, pluginNotices, pluginVerifySite and pluginMarketing', () => {
	it('round-trips the setup questionnaire', async () => {
		const setup = bindCalls(pluginSetup, provider.api);
		await expect(setup.questionnaire()).resolves.toEqual({});
		await expect(setup.saveQuestionnaire({ use_case: 'blog', business: false })).resolves.toEqual({
			use_case: 'blog',
			business: false,
		});
		await setup.saveQuestionnaire({ business: true });
		await expect(setup.questionnaire()).resolves.toEqual({ use_case: 'blog', business: true });
		const error: unknown = await setup.saveQuestionnaire({ 'Bad Name': 'x' }).catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
	});

	it('stores recommendations data and the step, and reads the suggestions', async () => {
		const recommendations = bindCalls(pluginRecommendations, provider.api);
		await expect(recommendations.saveData({ site_type_personal: true })).resolves.toBe(true);
		await expect(recommendations.saveStep('protect')).resolves.toBe(true);
		await expect(recommendations.data()).resolves.toEqual({ site_type_personal: true, step: 'protect' });
		expect((await recommendations.productSuggestions())[0]).toHaveProperty('slug');
		await expect(recommendations.upsell()).resolves.toMatchObject({ hide_upsell: false });
		await expect(recommendations.conditional()).resolves.toContain('protect');
	});

	it('dismisses notices', async () => {
		const notices = bindCalls(pluginNotices, provider.api);
		await expect(notices.dismiss('welcome')).resolves.toEqual({ welcome: true });
		await expect(notices.dismiss('backup-upsell')).resolves.toEqual({
			welcome: true,
			'backup-upsell': true,
		});
	});

	it('verifies the site with Google', async () => {
		const verifySite = bindCalls(pluginVerifySite, provider.api);
		await expect(verifySite.google()).resolves.toMatchObject({ verified: false });
		await expect(verifySite.verifyGoogle(42)).resolves.toMatchObject({ verified: true });
		await expect(verifySite.google(42)).resolves.toMatchObject({
			verified: true,
			token: 'google-site-verification-42',
		});
	});

	it('sends a marketing survey', async () => {
		await expect(
			pluginMarketing.survey(provider.api, {
				survey_id: 'exit',
				survey_responses: { reason: 'testing' },
			})
		).resolves.toEqual({ success: true });
	});
});
