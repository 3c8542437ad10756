import { describe, expect, it } from 'vitest';

import {
	draftKey,
	draftOnLoad,
	readDraft,
	removeDraft,
	ROUND_TRIP_MAX_AGE_MS,
	writeDraft,
	type DraftStorage,
	type LocalDraft,
} from './local-draft';
import { NO_POST_DETAILS } from '../host/post-details';

function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => void items.set(key, value),
		removeItem: (key) => void items.delete(key),
	};
}

const SERVER = { title: 'Hello', content: '' };
const DETAILS = { excerpt: 'Owls at night.', tags: [5], categories: [2] };
const NOW = 1_800_000_000_000;
const draft: LocalDraft = {
	postId: 4,
	title: 'Hello',
	content: '<!-- wp:blockyard/ai-assistant {"userPrompt":"Write about owls"} /-->',
	base: SERVER,
	savedAt: NOW - 1000,
	roundTrip: true,
};

describe('the local draft', () => {
	it('is stored per post and read back', () => {
		const storage = memoryStorage();
		expect(writeDraft(storage, draft)).toBe(true);
		expect([...storage.items.keys()]).toEqual([draftKey(4)]);
		expect(readDraft(storage, 4)).toEqual(draft);
		expect(readDraft(storage, 5)).toBeUndefined();
		removeDraft(storage, 4);
		expect(readDraft(storage, 4)).toBeUndefined();
	});

	it('drops what is not a draft of this post', () => {
		const storage = memoryStorage();
		storage.setItem(draftKey(4), '{not json');
		expect(readDraft(storage, 4)).toBeUndefined();
		expect(storage.items.size).toBe(0);
		storage.setItem(draftKey(4), JSON.stringify({ ...draft, postId: 5 }));
		expect(readDraft(storage, 4)).toBeUndefined();
		storage.setItem(draftKey(4), JSON.stringify({ ...draft, base: null }));
		expect(readDraft(storage, 4)).toBeUndefined();
		storage.setItem(
			draftKey(4),
			JSON.stringify({ ...draft, details: { excerpt: 1, tags: [], categories: [] } })
		);
		expect(readDraft(storage, 4)).toBeUndefined();
		storage.setItem(draftKey(4), JSON.stringify({ ...draft, details: { ...DETAILS, tags: ['owls'] } }));
		expect(readDraft(storage, 4)).toBeUndefined();
	});

	it('keeps the excerpt and terms, and reads a draft written without them', () => {
		const storage = memoryStorage();
		const withDetails: LocalDraft = {
			...draft,
			details: DETAILS,
			base: { ...SERVER, details: NO_POST_DETAILS },
		};
		writeDraft(storage, withDetails);
		expect(readDraft(storage, 4)).toEqual(withDetails);
		writeDraft(storage, draft);
		expect(readDraft(storage, 4)).toEqual(draft);
	});

	it('says so when the storage refuses it, and never throws', () => {
		const refusing: DraftStorage = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			},
		};
		expect(writeDraft(refusing, draft)).toBe(false);
		expect(readDraft(refusing, 4)).toBeUndefined();
		expect(() => removeDraft(refusing, 4)).not.toThrow();
	});
});

describe('draftOnLoad', () => {
	it('brings back a fresh round trip onto the post it left', () => {
		expect(draftOnLoad(draft, SERVER, NOW)).toEqual({ action: 'restore', draft });
	});

	it('offers a draft that was not a round trip, an old one, or one whose post changed since', () => {
		expect(draftOnLoad({ ...draft, roundTrip: false }, SERVER, NOW).action).toBe('offer');
		expect(draftOnLoad(draft, SERVER, draft.savedAt + ROUND_TRIP_MAX_AGE_MS + 1).action).toBe('offer');
		expect(draftOnLoad(draft, { ...SERVER, content: 'saved elsewhere' }, NOW).action).toBe('offer');
	});

	it('does nothing without a draft, or with one that holds what the server has', () => {
		expect(draftOnLoad(undefined, SERVER, NOW).action).toBe('none');
		expect(draftOnLoad({ ...draft, ...SERVER }, SERVER, NOW).action).toBe('none');
		const server = { ...SERVER, details: DETAILS };
		expect(draftOnLoad({ ...draft, ...server }, server, NOW).action).toBe('none');
		// Written before the editor kept them: the server's stay, and the rest is the same.
		expect(draftOnLoad({ ...draft, ...SERVER }, server, NOW).action).toBe('none');
	});

	it('offers a draft that differs from the post only in its excerpt or terms', () => {
		const server = { ...SERVER, details: NO_POST_DETAILS };
		const edited = { ...draft, ...SERVER, details: DETAILS, roundTrip: false };
		expect(draftOnLoad(edited, server, NOW)).toEqual({ action: 'offer', draft: edited });
		expect(
			draftOnLoad({ ...edited, details: { ...NO_POST_DETAILS, categories: [2] } }, server, NOW).action
		).toBe('offer');
	});
});
