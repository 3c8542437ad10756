import { createApi } from '@blockyard/api-client';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { HostProvider } from './host-provider';
import type { BlockyardHost } from './types';
import { useSaveLock } from './use-save-lock';

/** A host whose save locks are a set of names, as the editor keeps them. */
function hostWithLocks() {
	const locks = new Set<string>();
	const host: BlockyardHost = {
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: 'http://site.test/wp-json/', fetch: async () => new Response('{}') }),
		getPost: () => ({ id: 1, title: '' }),
		setPostTitle: () => undefined,
		lockPostSaving: (name) => void locks.add(name),
		unlockPostSaving: (name) => void locks.delete(name),
		uploadMedia: () => Promise.reject(new Error('none')),
		notify: () => undefined,
		subscribe: () => () => undefined,
	};
	const wrapper = ({ children }: { children: ReactNode }) => (
		<HostProvider host={host}>{children}</HostProvider>
	);
	return { locks, wrapper };
}

describe('useSaveLock', () => {
	it('holds the post’s saving while locked, and lets it go when no longer locked', () => {
		const { locks, wrapper } = hostWithLocks();
		const { rerender } = renderHook(({ locked }) => useSaveLock('blockyard/slideshow/a', locked), {
			wrapper,
			initialProps: { locked: true },
		});
		expect([...locks]).toEqual(['blockyard/slideshow/a']);
		rerender({ locked: false });
		expect([...locks]).toEqual([]);
	});

	it('lets it go when the block goes, and keeps each block’s lock apart', () => {
		const { locks, wrapper } = hostWithLocks();
		const first = renderHook(() => useSaveLock('blockyard/tiled-gallery/a', true), { wrapper });
		renderHook(() => useSaveLock('blockyard/tiled-gallery/b', true), { wrapper });
		first.unmount();
		expect([...locks]).toEqual(['blockyard/tiled-gallery/b']);
	});

	it('does nothing without a host', () => {
		expect(() => renderHook(() => useSaveLock('blockyard/slideshow/a', true))).not.toThrow();
	});
});
