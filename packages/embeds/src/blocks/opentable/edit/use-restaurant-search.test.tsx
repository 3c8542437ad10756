// @vitest-environment jsdom
import { testHost } from '@blockyard/block-edit-harness';
import { HostProvider } from '@blockyard/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { looksLikeUrlOrScript, useRestaurantSearch } from './use-restaurant-search';

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

function stubSearch() {
	const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
		void input;
		return Response.json({ items: [{ rid: 1005, name: 'Pizza Palace' }] });
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}
const queried = (fetchMock: ReturnType<typeof stubSearch>) =>
	fetchMock.mock.calls.map(([input]) =>
		new URL(input instanceof Request ? input.url : String(input)).searchParams.get('query')
	);

/** Renders the hook in a host made after `fetch` is stubbed (the client takes `fetch` when it is made). */
async function renderSearch() {
	const host = testHost();
	const wrapper = ({ children }: { children: ReactNode }) => (
		<HostProvider host={host}>{children}</HostProvider>
	);
	const rendered = renderHook(() => useRestaurantSearch(), { wrapper });
	await act(() => vi.advanceTimersByTimeAsync(0));
	return rendered;
}

describe('useRestaurantSearch', () => {
	it('searches at once, then at most once every 500 ms, for the last text typed', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		const fetchMock = stubSearch();
		const { result } = await renderSearch();

		const start = Date.now();
		act(() => result.current.search('P'));
		await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(queried(fetchMock)).toEqual(['P']);

		// 100 ms later: what is typed now waits for the rest of the 500 ms, and only the last is searched for.
		vi.setSystemTime(start + 100);
		act(() => {
			result.current.search('Pi');
			result.current.search('Piz');
		});
		await act(() => vi.advanceTimersByTimeAsync(399));
		expect(queried(fetchMock)).toEqual(['P']);
		await act(() => vi.advanceTimersByTimeAsync(1));
		await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
		expect(queried(fetchMock)).toEqual(['P', 'Piz']);
		await vi.waitFor(() => expect(result.current.found).toHaveLength(1));
		expect(result.current.found).toEqual([{ rid: 1005, name: 'Pizza Palace' }]);
	});

	it('never searches for an address or a script, and clears what it found', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		const fetchMock = stubSearch();
		const { result } = await renderSearch();
		act(() => result.current.search('Pizza'));
		await vi.waitFor(() => expect(result.current.found).toHaveLength(1));

		for (const text of [
			'https://www.opentable.com/r/x',
			'<script>alert(1)</script>',
			'opentable.com',
			'javascript:x',
		]) {
			act(() => result.current.search(text));
			await act(() => vi.advanceTimersByTimeAsync(1000));
		}
		expect(queried(fetchMock)).toEqual(['Pizza']);
		expect(result.current.found).toEqual([]);
	});
});

describe('looksLikeUrlOrScript', () => {
	it('tells addresses and markup from restaurant names', () => {
		expect(looksLikeUrlOrScript('Café Paragraph')).toBe(false);
		expect(looksLikeUrlOrScript('St. John')).toBe(false);
		expect(looksLikeUrlOrScript('www.example')).toBe(true);
		expect(looksLikeUrlOrScript('<iframe>')).toBe(true);
		expect(looksLikeUrlOrScript('//x')).toBe(true);
	});
});
