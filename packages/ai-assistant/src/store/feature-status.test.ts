import type { AiFeature } from '@blockyard/api-client';
import { createRegistry } from '@wordpress/data';
import { beforeEach, describe, expect, it } from 'vitest';

import { createFakeAiService, FREE_FEATURE, type FakeAiService } from '../test/fake-ai-service';
import { createTestHost } from '../test/test-host';
import { aiAssistantStore } from './index';

let service: FakeAiService;

beforeEach(() => {
	service = createFakeAiService();
});

/** A registry of its own with the AI store, as each editor has, and a host reaching the fake service. */
function editorStore() {
	const registry = createRegistry();
	registry.register(aiAssistantStore);
	return {
		actions: registry.dispatch(aiAssistantStore),
		feature: () => registry.select(aiAssistantStore).getFeature(),
		isLoading: () => registry.select(aiAssistantStore).isFeatureLoading(),
		api: createTestHost({ fetch: service.fetch }).api,
	};
}

const PAID: AiFeature = { ...FREE_FEATURE, hasFeature: true, requestsLimit: 0 };

describe('the feature status of the AI store', () => {
	it('is unknown until the page state primes it', () => {
		const store = editorStore();
		expect(store.feature()).toBeUndefined();

		void store.actions.primeFeature(FREE_FEATURE);

		expect(store.feature()).toEqual(FREE_FEATURE);
	});

	it('counts a request, and is over the limit once the free requests are used', () => {
		const store = editorStore();
		void store.actions.primeFeature({ ...FREE_FEATURE, requestsCount: 18 });

		void store.actions.countRequest();
		expect(store.feature()).toMatchObject({ requestsCount: 19, isOverLimit: false });
		void store.actions.countRequest();
		expect(store.feature()).toMatchObject({ requestsCount: 20, isOverLimit: true });
	});

	it('counts the requests of a paid plan without putting it over a limit', () => {
		const store = editorStore();
		void store.actions.primeFeature(PAID);

		void store.actions.countRequest();

		expect(store.feature()).toMatchObject({ requestsCount: 4, isOverLimit: false });
	});

	it('counts nothing while the plan is unknown', () => {
		const store = editorStore();

		void store.actions.countRequest();

		expect(store.feature()).toBeUndefined();
	});

	it('is over the limit, an upgrade required, once the service says the quota is exceeded', () => {
		const store = editorStore();
		void store.actions.primeFeature(PAID);

		void store.actions.markOverLimit();

		expect(store.feature()).toEqual({ ...PAID, isOverLimit: true, siteRequireUpgrade: true });
	});

	it('is over the limit after a quota error even when the plan was unknown', () => {
		const store = editorStore();

		void store.actions.markOverLimit();

		expect(store.feature()).toMatchObject({
			isOverLimit: true,
			siteRequireUpgrade: true,
			hasFeature: false,
		});
	});

	describe('loadFeature', () => {
		it('asks the service once for every caller that asks at the same time', async () => {
			service.setFeature(PAID);
			const store = editorStore();

			const loads = [store.actions.loadFeature(store.api), store.actions.loadFeature(store.api)];
			expect(store.isLoading()).toBe(true);
			await Promise.all(loads);

			expect(service.requestsTo('feature')).toHaveLength(1);
			expect(store.feature()).toEqual(PAID);
			expect(store.isLoading()).toBe(false);
		});

		it('leaves the status unknown when the service fails, and can ask again', async () => {
			service.replyNext('feature', {
				status: 500,
				body: { code: 'internal_server_error', message: 'Oops' },
			});
			const store = editorStore();

			await store.actions.loadFeature(store.api);

			expect(store.feature()).toBeUndefined();
			expect(store.isLoading()).toBe(false);

			await store.actions.loadFeature(store.api);
			expect(store.feature()).toEqual(FREE_FEATURE);
			expect(service.requestsTo('feature')).toHaveLength(2);
		});

		it('keeps what it knew when the service fails', async () => {
			service.replyNext('feature', { status: 503 });
			const store = editorStore();
			void store.actions.primeFeature(PAID);

			await store.actions.loadFeature(store.api);

			expect(store.feature()).toEqual(PAID);
		});
	});
});
