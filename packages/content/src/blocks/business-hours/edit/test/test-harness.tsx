import { createApi, type LocalizedWeek } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { render, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { vi } from 'vitest';

import type { BusinessHoursAttributes, BusinessHoursDay } from '../../types';
import { GERMAN_LOCALIZATION } from '../../test/test-data';
import { defaultDays } from '../../week';
import BusinessHoursEdit from '../index';

/** Test-only helpers for the edit component's tests: a stub host, a stub provider, a stateful harness. */

// Inside WordPress the provider namespaces are served from the site's own REST root.
export const PROVIDER_ROOT = 'http://site.test/wp-json/';

/** The host `renderEdit` renders the block with; `stubHost` replaces it, `noHost` removes it. */
let harnessHost: BlockyardHost | undefined;

/** A host of a WordPress site in `locale`, whose REST root is {@link PROVIDER_ROOT}. */
const POST = Object.freeze({ id: 1, title: 'Hours' });

export function stubHost(locale = 'en_US'): void {
	harnessHost = {
		site: { locale, type: 'self-hosted', features: {} },
		api: createApi({ root: PROVIDER_ROOT, nonce: 'nonce-1' }),
		getPost: () => POST,
		setPostTitle: () => undefined,
		lockPostSaving: () => undefined,
		unlockPostSaving: () => undefined,
		uploadMedia: () => Promise.reject(new Error('not in these tests')),
		notify: () => undefined,
		subscribe: () => () => undefined,
	};
}

/** The next `renderEdit` renders the block in an editor without a host. */
export function noHost(): void {
	harnessHost = undefined;
}

export const GERMAN_WEEK: LocalizedWeek = { days: GERMAN_LOCALIZATION.dayNames, startOfWeek: 1 };

export const ENGLISH_WEEK_MONDAY: LocalizedWeek = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 1,
};

/** The day names of the rows, top to bottom. */
export const dayNamesInOrder = () =>
	screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

/** The text of what `aria-describedby` points at. */
export const descriptionOf = (element: HTMLElement) =>
	(element.getAttribute('aria-describedby') ?? '')
		.split(' ')
		.map((id) => (id ? document.getElementById(id)?.textContent : ''))
		.join(' ')
		.trim();

export const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

export const dayOf = (days: BusinessHoursDay[], name: BusinessHoursDay['name']) =>
	days.find((day) => day.name === name);

/** A week with only the given days' hours set; every other day closed. */
export const weekWith = (...days: BusinessHoursDay[]): BusinessHoursDay[] =>
	defaultDays().map(
		(day) => days.find((given) => given.name === day.name) ?? { name: day.name, hours: [] }
	);

/** Stubs `fetch` for the localized-week call; returns the mock to inspect the requests. */
export function stubLocalizedWeek(answer: { status: number; body: unknown }) {
	const fetchMock = vi.fn(
		async (_input: RequestInfo | URL, _init?: RequestInit) =>
			new Response(JSON.stringify(answer.body), {
				status: answer.status,
				headers: { 'Content-Type': 'application/json' },
			})
	);
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

/** A `fetch` that never answers, to see the request cancelled on unmount. */
export function stubPendingFetch() {
	const signals: AbortSignal[] = [];
	const fetchMock = vi.fn((input: RequestInfo | URL) => {
		if (input instanceof Request) {
			signals.push(input.signal);
		}
		return new Promise<Response>(() => undefined);
	});
	vi.stubGlobal('fetch', fetchMock);
	return { fetchMock, signals };
}

export function spyOnMarkNotPersistent() {
	return vi.spyOn(dispatch(blockEditorStore), '__unstableMarkNextChangeAsNotPersistent');
}

export type AttributeChange = Partial<BusinessHoursAttributes>;

/**
 * Renders the edit component as the editor would: attributes in state, each
 * `setAttributes` merged in and recorded in `changes`.
 */
export function renderEdit(initial: AttributeChange = {}, isSelected = true) {
	const changes: AttributeChange[] = [];
	let current: BusinessHoursAttributes = { days: defaultDays(), ...initial };

	function Harness() {
		const [attributes, setState] = useState<BusinessHoursAttributes>(current);
		const setAttributes = useCallback(
			(next: AttributeChange | ((previous: BusinessHoursAttributes) => AttributeChange)) => {
				const change = typeof next === 'function' ? next(current) : next;
				changes.push(change);
				current = { ...current, ...change };
				setState(current);
			},
			[]
		);
		return (
			<BusinessHoursEdit
				attributes={attributes}
				setAttributes={setAttributes}
				isSelected={isSelected}
				clientId="business-hours-1"
				className="wp-block-blockyard-business-hours"
				context={{}}
			/>
		);
	}

	const host = harnessHost;
	const view = render(
		host ? (
			<HostProvider host={host}>
				<Harness />
			</HostProvider>
		) : (
			<Harness />
		)
	);
	return { ...view, changes, attributes: () => current };
}
