import { createRegistry } from '@wordpress/data';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AiRequest } from '../types';
import { aiAssistantStore } from './index';
import { PENDING_REQUEST_KEY_PREFIX, PENDING_REQUEST_TTL_MS } from './pending-request-storage';

const REQUEST: AiRequest = { promptType: 'simplify', input: { content: 'A long and winding text.' } };

/** A registry of its own with the AI store, as an editor (or the same editor after a reload) has. */
function editorStore() {
	const registry = createRegistry();
	registry.register(aiAssistantStore);
	return { actions: registry.dispatch(aiAssistantStore), selectors: registry.select(aiAssistantStore) };
}

afterEach(() => {
	localStorage.clear();
	vi.useRealTimers();
});

describe('the pending requests of the AI store', () => {
	it('gives a request to its block once, from memory', async () => {
		const editor = editorStore();
		await editor.actions.setPendingRequest('ai-1', REQUEST);

		expect(editor.selectors.getPendingRequest('ai-1')).toEqual(REQUEST);
		expect(await editor.actions.takePendingRequest('ai-1')).toEqual(REQUEST);
		expect(await editor.actions.takePendingRequest('ai-1')).toBeUndefined();
		expect(editor.selectors.getPendingRequest('ai-1')).toBeUndefined();
		expect(localStorage.length).toBe(0);
	});

	it('keeps it over a reload: a fresh store gives it to the block once', async () => {
		await editorStore().actions.setPendingRequest('ai-1', REQUEST);

		const reloaded = editorStore();
		expect(await reloaded.actions.takePendingRequest('ai-1')).toEqual(REQUEST);
		expect(await reloaded.actions.takePendingRequest('ai-1')).toBeUndefined();
		expect(await editorStore().actions.takePendingRequest('ai-1')).toBeUndefined();
	});

	it('does not keep it longer than 10 minutes', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		await editorStore().actions.setPendingRequest('ai-1', REQUEST);

		vi.setSystemTime(Date.now() + PENDING_REQUEST_TTL_MS);
		expect(await editorStore().actions.takePendingRequest('ai-1')).toBeUndefined();
	});

	it('forgets it in memory and in storage', async () => {
		const editor = editorStore();
		await editor.actions.setPendingRequest('ai-1', REQUEST);
		await editor.actions.forgetPendingRequest('ai-1');

		expect(editor.selectors.getPendingRequest('ai-1')).toBeUndefined();
		expect(await editorStore().actions.takePendingRequest('ai-1')).toBeUndefined();
	});

	it('keeps it in memory when the storage refuses it', async () => {
		const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		});
		try {
			const editor = editorStore();
			await editor.actions.setPendingRequest('ai-1', REQUEST);

			expect(localStorage.getItem(`${PENDING_REQUEST_KEY_PREFIX}ai-1`)).toBeNull();
			expect(await editor.actions.takePendingRequest('ai-1')).toEqual(REQUEST);
		} finally {
			setItem.mockRestore();
		}
	});
});
