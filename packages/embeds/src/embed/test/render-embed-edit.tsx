// Test-only: an embed block's registered edit (loaded lazily, as in the editor) with its
// toolbar and sidebar, inside a host whose site answers through a stubbed `fetch`.
import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { render } from '@testing-library/react';
import { BlockControls, BlockEdit, InspectorControls } from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { vi } from 'vitest';

export const ROOT = 'http://site.test/wp-json/';

export function testHost(): BlockyardHost {
	const post = Object.freeze({ id: 1, title: 'Events' });
	return {
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: ROOT, nonce: 'nonce-1' }),
		getPost: () => post,
		setPostTitle: () => undefined,
		lockPostSaving: () => undefined,
		unlockPostSaving: () => undefined,
		uploadMedia: () => Promise.reject(new Error('not in these tests')),
		notify: () => undefined,
		subscribe: () => () => undefined,
	};
}

/**
 * Answers the provider's `resolve-redirect` with `status` for the URL asked about (or, for a
 * function, with what it returns); returns the mock, to read the URLs asked about.
 */
export function stubResolveRedirect(status: number | ((url: string) => Response | Promise<Response>) = 200) {
	const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
		const asked =
			new URL(input instanceof Request ? input.url : String(input)).searchParams.get('url') ?? '';
		if (typeof status === 'function') {
			return status(asked);
		}
		return new Response(JSON.stringify({ status, url: asked }), {
			status: 200,
			headers: { 'Content-Type': 'application/json' },
		});
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

/** The URLs a stubbed fetch was asked to check. */
export const checkedUrls = (fetchMock: ReturnType<typeof stubResolveRedirect>): string[] =>
	fetchMock.mock.calls.map(([input]) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		return `${url.pathname}|${url.searchParams.get('url') ?? ''}`;
	});

/**
 * Renders block `name`'s edit as the editor would: attributes in state, each `setAttributes`
 * merged in and recorded in `changes`, the toolbar in a `toolbar`, the sidebar in a
 * `complementary` region (its Advanced panel's controls in another, labelled Advanced).
 * `select(false)` deselects it.
 */
export function renderEmbedEdit<Attributes extends Record<string, unknown>>(options: {
	readonly name: string;
	readonly register: () => void;
	readonly attributes: Attributes;
	/** The editor's host; `null` for an editor without one. */
	readonly host?: BlockyardHost | null;
	readonly clientId?: string;
}) {
	options.register();
	const changes: Partial<Attributes>[] = [];
	let current: Attributes = options.attributes;
	let setSelected: (selected: boolean) => void = () => undefined;

	function Harness() {
		const [attributes, setState] = useState<Attributes>(current);
		const [isSelected, select] = useState(true);
		setSelected = select;
		const setAttributes = useCallback((change: Record<string, unknown>) => {
			changes.push(change as Partial<Attributes>);
			current = { ...current, ...change };
			setState(current);
		}, []);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot />
				</div>
				<aside aria-label="Settings">
					<InspectorControls.Slot />
				</aside>
				<aside aria-label="Advanced">
					<InspectorControls.Slot group="advanced" />
				</aside>
				<BlockEdit
					name={options.name}
					clientId={options.clientId ?? 'embed-1'}
					isSelected={isSelected}
					attributes={attributes}
					setAttributes={setAttributes}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
	}

	const view = render(
		options.host === null ? (
			<Harness />
		) : (
			<HostProvider host={options.host ?? testHost()}>
				<Harness />
			</HostProvider>
		)
	);
	return {
		...view,
		changes,
		attributes: () => current,
		select: (selected: boolean) => setSelected(selected),
	};
}
