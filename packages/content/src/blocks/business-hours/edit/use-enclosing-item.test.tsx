import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerContentBlocks } from '../../../index';
import type { BusinessHoursAttributes } from '../types';
import { spyOnMarkNotPersistent } from './test/test-harness';
import { useEnclosingItem } from './use-enclosing-item';

beforeAll(() => {
	registerContentBlocks();
});

afterEach(() => {
	cleanup();
	dispatch(blockEditorStore).resetBlocks([]);
	vi.restoreAllMocks();
});

/** Puts a Business Hours block in the editor, inside a Contact Info or not, and returns its client id. */
function editorWithHours(insideContactInfo: boolean): string {
	const hours = createBlock('blockyard/business-hours');
	dispatch(blockEditorStore).resetBlocks([
		insideContactInfo
			? createBlock('blockyard/contact-info', {}, [createBlock('blockyard/email'), hours])
			: hours,
	]);
	return hours.clientId;
}

function renderSync(clientId: string, joinsEnclosingItem: boolean) {
	const changes: Partial<BusinessHoursAttributes>[] = [];
	const setAttributes = (change: Partial<BusinessHoursAttributes>) => changes.push(change);
	renderHook(() => useEnclosingItem(clientId, joinsEnclosingItem, setAttributes));
	return changes;
}

describe('useEnclosingItem', () => {
	it('joins the item of a Contact Info around the block, with no undo level', async () => {
		const markNotPersistent = spyOnMarkNotPersistent();
		const changes = renderSync(editorWithHours(true), false);
		await waitFor(() => expect(changes).toEqual([{ joinsEnclosingItem: true }]));
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
	});

	it('opens an item of its own again outside Contact Info', async () => {
		const changes = renderSync(editorWithHours(false), true);
		await waitFor(() => expect(changes).toEqual([{ joinsEnclosingItem: false }]));
	});

	it.each([true, false])(
		'changes nothing when the attribute already matches (inside: %s)',
		async (inside) => {
			const markNotPersistent = spyOnMarkNotPersistent();
			const changes = renderSync(editorWithHours(inside), inside);
			await new Promise((resolve) => setTimeout(resolve, 20));
			expect(changes).toEqual([]);
			expect(markNotPersistent).not.toHaveBeenCalled();
		}
	);
});
