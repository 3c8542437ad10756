// @vitest-environment jsdom
import { safeProviderUrl } from '@blockyard/api-client';
import { testHost } from '@blockyard/block-edit-harness';
import { HostProvider } from '@blockyard/ui';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EmbedProvider } from './provider';
import { stubResolveRedirect } from './test/resolve-redirect-stub';
import { useEmbed, type UseEmbedOptions } from './use-embed';

type PageAttributes = { url?: string };

const pages: EmbedProvider<PageAttributes> = {
	hosts: ['pages.test'],
	parse: (text) => {
		const url = safeProviderUrl(text, ['pages.test']);
		return url
			? { ok: true, url: url.href, attributes: { url: url.href } }
			: { ok: false, reason: 'not-provider' };
	},
	frame: ({ url }) => (url ? { src: url, title: 'Page', sandbox: 'allow-scripts' } : undefined),
};

const host = testHost();
const wrapper = ({ children }: { children: ReactNode }) => (
	<HostProvider host={host}>{children}</HostProvider>
);

function renderEmbed(options: Partial<UseEmbedOptions<PageAttributes>>) {
	const setAttributes = vi.fn();
	const view = renderHook(() => useEmbed({ provider: pages, url: undefined, setAttributes, ...options }), {
		wrapper,
	});
	return { ...view, setAttributes };
}

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('useEmbed', () => {
	it('checks nothing on load unless asked to', () => {
		const fetchMock = stubResolveRedirect(404);
		const { result } = renderEmbed({ url: 'https://pages.test/a' });
		expect(result.current.status).toBe('embedded');
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('checks the embedded address on load when asked, and keeps it when it answers', async () => {
		const fetchMock = stubResolveRedirect(200);
		const { result, setAttributes } = renderEmbed({
			url: 'https://pages.test/a',
			verifyOnLoad: true,
			clearOnFailure: { url: undefined },
		});
		expect(result.current.status).toBe('resolving');
		await waitFor(() => expect(result.current.status).toBe('embedded'));
		expect(fetchMock).toHaveBeenCalledTimes(1);
		expect(setAttributes).not.toHaveBeenCalled();
		expect(result.current.failed).toBe(false);
	});

	it('clears what the block says when the address no longer answers, with the error', async () => {
		stubResolveRedirect(404);
		const { result, setAttributes } = renderEmbed({
			url: 'https://pages.test/a',
			verifyOnLoad: true,
			clearOnFailure: { url: undefined },
		});
		await waitFor(() => expect(result.current.failed).toBe(true));
		expect(setAttributes).toHaveBeenCalledWith({ url: undefined });
		expect(result.current.status).toBe('editing');
		expect(result.current.text).toBe('https://pages.test/a');
	});

	it('clears the attributes when a submitted address fails, and only then', async () => {
		stubResolveRedirect(404);
		const { result, setAttributes } = renderEmbed({ clearOnFailure: { url: undefined } });
		act(() => result.current.submit('https://other.test/a'));
		expect(result.current.failed).toBe(true);
		expect(setAttributes).toHaveBeenCalledWith({ url: undefined });

		setAttributes.mockClear();
		const kept = renderEmbed({});
		act(() => kept.result.current.submit('https://other.test/a'));
		expect(kept.result.current.failed).toBe(true);
		expect(kept.setAttributes).not.toHaveBeenCalled();
	});
});
