import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost, type HostSite } from '@blockyard/ui';
import { render, renderHook } from '@testing-library/react';
import { useRegistry, type DataRegistry } from '@wordpress/data';
import type { ReactElement, ReactNode } from 'react';
import { vi, type Mock } from 'vitest';

import { AI_ASSISTANT_FLAG } from '../feature/flags';
import { aiAssistantStore } from '../store';
import { PLATFORM_ROOT, SITE_ROOT } from './fake-ai-service';

/** A {@link BlockyardHost} whose editor actions are spies the test can look at and steer. */
export interface TestHost extends BlockyardHost {
	readonly setPostTitle: Mock<BlockyardHost['setPostTitle']>;
	readonly lockPostSaving: Mock<BlockyardHost['lockPostSaving']>;
	readonly unlockPostSaving: Mock<BlockyardHost['unlockPostSaving']>;
	readonly uploadMedia: Mock<BlockyardHost['uploadMedia']>;
	readonly notify: Mock<BlockyardHost['notify']>;
}

/**
 * A site where the AI assistant is offered: its flag is on, and it is an atomic
 * site, whose users count as connected without a connection store.
 */
export const AI_SITE: Partial<HostSite> = { type: 'atomic', features: { [AI_ASSISTANT_FLAG]: true } };

export interface TestHostOptions {
	/** The `fetch` of the host's `api`: a fake service's (`createFakeAiService().fetch`). */
	readonly fetch: typeof globalThis.fetch;
	/** What differs from a self-hosted `en_US` site without feature flags. */
	readonly site?: Partial<HostSite>;
}

/**
 * A host editing post 7 titled 'T', whose `api` reaches the site at
 * `http://site.test/wp-json/` and the platform at `http://platform.test/`
 * through `fetch`. `uploadMedia` rejects until a test says otherwise.
 */
export function createTestHost({ fetch, site }: TestHostOptions): TestHost {
	// One snapshot, as a real host keeps while the post does not change (`useHostPost` relies on it).
	const post = Object.freeze({ id: 7, title: 'T' });
	return {
		site: { locale: 'en_US', type: 'self-hosted', features: {}, ...site },
		api: createApi({ root: SITE_ROOT, platformRoot: PLATFORM_ROOT, fetch }),
		getPost: () => post,
		setPostTitle: vi.fn(),
		lockPostSaving: vi.fn(),
		unlockPostSaving: vi.fn(),
		uploadMedia: vi.fn<BlockyardHost['uploadMedia']>(() =>
			Promise.reject(new Error('No upload in this test.'))
		),
		notify: vi.fn(),
		subscribe: () => () => undefined,
	};
}

/** Where the registry an editor's blocks see is kept once it renders. */
interface RegistryHolder {
	current: DataRegistry | undefined;
}

function KeepRegistry({ holder }: { readonly holder: RegistryHolder }) {
	holder.current = useRegistry();
	return null;
}

/**
 * An editor's own AI state and host, as an app gives them: a `HostProvider`
 * with its own `blockyard/ai-assistant` store (a child registry of the page's,
 * so the block editor's store is the page's).
 */
function AiEditorProvider({
	host,
	children,
	holder,
}: {
	readonly host: BlockyardHost;
	readonly children?: ReactNode;
	readonly holder?: RegistryHolder;
}) {
	return (
		<HostProvider host={host} stores={[aiAssistantStore]}>
			{holder ? <KeepRegistry holder={holder} /> : null}
			{children}
		</HostProvider>
	);
}

function registryOf(holder: RegistryHolder): DataRegistry {
	if (!holder.current) {
		throw new Error('The editor did not render.');
	}
	return holder.current;
}

/** Renders `ui` in an editor with `host` and its own AI store; `registry` is that editor's registry. */
export function renderWithHost(ui: ReactElement, host: BlockyardHost) {
	const holder: RegistryHolder = { current: undefined };
	const view = render(
		<AiEditorProvider host={host} holder={holder}>
			{ui}
		</AiEditorProvider>
	);
	return { ...view, registry: registryOf(holder) };
}

/** `renderHook` in an editor with `host` and its own AI store; `registry` is that editor's registry. */
export function renderHookWithHost<Result>(hook: () => Result, host: BlockyardHost) {
	const holder: RegistryHolder = { current: undefined };
	const view = renderHook(hook, {
		wrapper: ({ children }: { readonly children?: ReactNode }) => (
			<AiEditorProvider host={host} holder={holder}>
				{children}
			</AiEditorProvider>
		),
	});
	return { ...view, registry: registryOf(holder) };
}

/**
 * Lets every request, answer and stream event queued so far run, then the animation frame
 * that shows the streamed text (the reply reaches the screen once per frame).
 */
export async function letStreamRun(): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 0));
	await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}
