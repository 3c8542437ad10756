import { renderHook, waitFor } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { aiAssistantStore } from '../store';
import { createFakeAiService, FREE_FEATURE } from '../test/fake-ai-service';
import { AI_SITE, createTestHost, renderHookWithHost } from '../test/test-host';
import { useAiFeature } from './use-ai-feature';

const PAID = { ...FREE_FEATURE, hasFeature: true, requestsCount: 40, requestsLimit: 1000 };

describe('useAiFeature', () => {
	it('starts from the plan the host knew when the page loaded, without asking the service', async () => {
		const service = createFakeAiService();
		const host = createTestHost({ fetch: service.fetch, site: { ...AI_SITE, ai: PAID } });

		const { result, registry } = renderHookWithHost(() => useAiFeature(), host);

		expect(result.current).toEqual(PAID);
		await waitFor(() => expect(registry.select(aiAssistantStore).getFeature()).toEqual(PAID));
		expect(service.requestsTo('feature')).toHaveLength(0);
	});

	it('asks the service once when the host knows nothing', async () => {
		const service = createFakeAiService();
		const host = createTestHost({ fetch: service.fetch, site: AI_SITE });

		const { result } = renderHookWithHost(() => [useAiFeature(), useAiFeature()], host);

		await waitFor(() => expect(result.current).toEqual([FREE_FEATURE, FREE_FEATURE]));
		expect(service.requestsTo('feature')).toHaveLength(1);
	});

	it('registers the AI store in an editor’s registry that lacks it, the first time a block asks', () => {
		const registry = createRegistry();
		const wrapper = ({ children }: { readonly children?: ReactNode }) => (
			<RegistryProvider value={registry}>{children}</RegistryProvider>
		);

		const { result } = renderHook(() => useAiFeature(), { wrapper });

		expect(result.current).toBeUndefined();
		expect(registry.select(aiAssistantStore).getFeature()).toBeUndefined();
	});
});
