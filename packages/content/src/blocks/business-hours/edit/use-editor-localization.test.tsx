import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	ENGLISH_WEEK_MONDAY,
	GERMAN_WEEK,
	PROVIDER_ROOT,
	dayNamesInOrder,
	noHost,
	renderEdit,
	spyOnMarkNotPersistent,
	stubHost,
	stubLocalizedWeek,
	stubPendingFetch,
	weekWith,
} from './test/test-harness';

beforeEach(() => {
	stubHost();
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('the edit view, localized', () => {
	it('shows the days in the site start-of-week order with localized names', async () => {
		const fetchMock = stubLocalizedWeek({ status: 200, body: GERMAN_WEEK });
		renderEdit();

		await screen.findByRole('group', { name: 'Montag' });
		expect(dayNamesInOrder()).toEqual([
			'Montag',
			'Dienstag',
			'Mittwoch',
			'Donnerstag',
			'Freitag',
			'Samstag',
			'Sonntag',
		]);
		const request = fetchMock.mock.calls[0]?.[0];
		expect(request instanceof Request ? request.url : String(request)).toBe(
			`${PROVIDER_ROOT}wpcom/v2/business-hours/localized-week`
		);
		expect(request instanceof Request ? request.headers.get('X-WP-Nonce') : null).toBe('nonce-1');
	});

	it('stores the live localization as a snapshot that makes no undo level', async () => {
		stubHost('de_DE');
		stubLocalizedWeek({ status: 200, body: GERMAN_WEEK });
		const markNotPersistent = spyOnMarkNotPersistent();
		const { changes } = renderEdit();

		await waitFor(() => expect(changes).toHaveLength(1));
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
		expect(changes[0]).toEqual({
			localization: {
				locale: 'de_DE',
				startOfWeek: 1,
				hour12: false,
				dayNames: GERMAN_WEEK.days,
				closedLabel: 'Closed',
				open24Label: 'Open 24 hours',
			},
		});
	});

	it('leaves a snapshot that already matches alone', async () => {
		const fetchMock = stubLocalizedWeek({ status: 200, body: ENGLISH_WEEK_MONDAY });
		const markNotPersistent = spyOnMarkNotPersistent();
		const { changes } = renderEdit({
			localization: {
				locale: 'en_US',
				startOfWeek: 1,
				hour12: true,
				dayNames: ENGLISH_WEEK_MONDAY.days,
				closedLabel: 'Closed',
				open24Label: 'Open 24 hours',
			},
		});

		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		await fetchMock.mock.results[0]?.value;
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(changes).toEqual([]);
		expect(markNotPersistent).not.toHaveBeenCalled();
	});

	it('falls back silently to English names and a Sunday start when the localized week fails', async () => {
		const fetchMock = stubLocalizedWeek({ status: 500, body: { code: 'oops', message: 'Down' } });
		const { changes } = renderEdit();

		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		await fetchMock.mock.results[0]?.value;
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(dayNamesInOrder()).toEqual([
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		]);
		expect(changes).toEqual([]);
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.queryByText(/down|error|failed/i)).toBeNull();
	});

	it('works in an editor without a host: English names, a Sunday start, no request', async () => {
		noHost();
		const fetchMock = stubLocalizedWeek({ status: 200, body: GERMAN_WEEK });
		const { changes } = renderEdit();

		expect(dayNamesInOrder()).toEqual([
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		]);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(fetchMock).not.toHaveBeenCalled();
		expect(changes).toEqual([]);
	});

	it('cancels the request when the block goes away', async () => {
		const { signals } = stubPendingFetch();
		const { unmount } = renderEdit();
		await waitFor(() => expect(signals).toHaveLength(1));
		expect(signals[0]?.aborted).toBe(false);
		unmount();
		expect(signals[0]?.aborted).toBe(true);
	});
});

describe('the display view', () => {
	it('shows what visitors see while the block is not selected', async () => {
		stubLocalizedWeek({ status: 200, body: ENGLISH_WEEK_MONDAY });
		const errors = vi.spyOn(console, 'error');
		const { container } = renderEdit(
			{
				days: weekWith(
					{ name: 'Sun', hours: [{ opening: '00:00', closing: '24:00' }] },
					{ name: 'Mon', hours: [{ opening: '09:00', closing: '17:00' }] }
				),
			},
			false
		);

		const list = container.querySelector('dl');
		expect(list).not.toBeNull();
		expect(screen.queryByRole('checkbox')).toBeNull();
		expect(within(list as HTMLElement).getByText('Monday').nextElementSibling?.textContent).toBe(
			'9:00 AM – 5:00 PM'
		);
		expect(within(list as HTMLElement).getByText('Sunday').nextElementSibling?.textContent).toBe(
			'Open 24 hours'
		);
		// The microdata's <link> and <meta> stay in the list (React 19 would hoist them to <head> without itemProp).
		expect(list?.querySelectorAll('link[itemprop], meta[itemprop]')).toHaveLength(4);
		// After the snapshot arrives the list follows it: Monday first.
		await waitFor(() => expect(container.querySelector('dt')?.textContent).toBe('Monday'));
		expect(errors).not.toHaveBeenCalled();
	});
});
