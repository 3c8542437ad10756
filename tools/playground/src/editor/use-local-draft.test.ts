import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readDraft, type DraftStorage, type PostSnapshot } from './local-draft';
import { createPageLeave } from './page-leave';
import { DRAFT_WRITE_DELAY_MS, useLocalDraft, type UseLocalDraftOptions } from './use-local-draft';

function memoryStorage(): DraftStorage {
	const items = new Map<string, string>();
	return {
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => void items.set(key, value),
		removeItem: (key) => void items.delete(key),
	};
}

const SAVED: PostSnapshot = { title: 'Owls', content: '' };
const EDITED: PostSnapshot = { title: 'Owls', content: '<!-- wp:separator /-->' };

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

type DraftProps = Omit<UseLocalDraftOptions, 'read' | 'revision'> & { readonly current: PostSnapshot };

function renderDraft(storage: DraftStorage, pageLeave = createPageLeave(() => undefined)) {
	const initialProps: DraftProps = {
		storage,
		postId: 2,
		current: SAVED,
		saved: SAVED,
		isDirty: false,
		isConfirmed: true,
		pageLeave,
	};
	// The post as it is now is read when a backup is written; each new snapshot is a change.
	const view = renderHook(
		({ current, ...props }: DraftProps) =>
			useLocalDraft({ ...props, read: () => current, revision: current }),
		{ initialProps }
	);
	const edit = (changes: Partial<DraftProps>) => view.rerender({ ...initialProps, ...changes });
	return { ...view, edit, pageLeave };
}

describe('useLocalDraft', () => {
	it('writes a backup a moment after an unsaved change, and removes it once saved', () => {
		const storage = memoryStorage();
		const { edit } = renderDraft(storage);

		edit({ current: EDITED, isDirty: true });
		act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1));
		expect(readDraft(storage, 2)).toBeUndefined();
		act(() => vi.advanceTimersByTime(1));
		expect(readDraft(storage, 2)).toMatchObject({ ...EDITED, base: SAVED, roundTrip: false });

		edit({ current: EDITED, saved: EDITED, isDirty: false });
		expect(readDraft(storage, 2)).toBeUndefined();
	});

	it('keeps the backup after a save whose answer could not be read', () => {
		const storage = memoryStorage();
		const { edit } = renderDraft(storage);
		edit({ current: EDITED, isDirty: true });
		act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));

		edit({ current: EDITED, saved: EDITED, isDirty: false, isConfirmed: false });

		expect(readDraft(storage, 2)).toMatchObject(EDITED);
	});

	it('marks the backup of a round trip, and the page hiding as it leaves keeps the mark', () => {
		const storage = memoryStorage();
		const navigate = vi.fn<(url: string) => void>();
		const { edit, pageLeave } = renderDraft(storage, createPageLeave(navigate));
		edit({ current: EDITED, isDirty: true });

		pageLeave.leaveAndReturn('/blockyard/authorize');
		expect(navigate).toHaveBeenCalledWith('/blockyard/authorize');
		expect(readDraft(storage, 2)).toMatchObject({ ...EDITED, roundTrip: true });

		act(() => {
			window.dispatchEvent(new Event('pagehide'));
			vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
		});
		expect(readDraft(storage, 2)).toMatchObject({ ...EDITED, roundTrip: true });
	});

	it('writes at once when the page is hidden with unsaved changes', () => {
		const storage = memoryStorage();
		const { edit } = renderDraft(storage);
		edit({ current: EDITED, isDirty: true });

		act(() => window.dispatchEvent(new Event('pagehide')));

		expect(readDraft(storage, 2)).toMatchObject({ ...EDITED, roundTrip: false });
	});
});
