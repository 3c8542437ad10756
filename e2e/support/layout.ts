// Where blocks are drawn, and setting a block's attributes as its controls would: for the specs
// of both suites (the playground's and WordPress's) that check a layout.
import { expect, type Locator, type Page } from '@playwright/test';

/** The part of the page's `wp.data` these helpers call. */
interface BlockEditorData {
	select(store: 'core/block-editor'): { getSelectedBlockClientId(): string | null };
	dispatch(store: 'core/block-editor'): {
		updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
	};
}

/** Where an element's box starts and ends across the page, in CSS pixels. */
export async function horizontal(locator: Locator): Promise<{ left: number; right: number }> {
	const box = await locator.boundingBox();
	if (box === null) {
		throw new Error('The element has no box.');
	}
	return { left: box.x, right: box.x + box.width };
}

/** Expects `inner` to sit nearer the left edge of `outer` than its right one (aligned left). */
export async function expectNearerTheLeft(inner: Locator, outer: Locator): Promise<void> {
	const shown = await horizontal(inner);
	const room = await horizontal(outer);
	expect(shown.left - room.left).toBeLessThan(room.right - shown.right);
}

/** Sets attributes of the selected block through the block editor's store (as a control would). */
export async function setSelectedBlockAttributes(
	page: Page,
	attributes: Record<string, unknown>
): Promise<void> {
	await page.evaluate((changes) => {
		const { data } = (window as unknown as { wp: { data: BlockEditorData } }).wp;
		const id = data.select('core/block-editor').getSelectedBlockClientId();
		if (id === null) {
			throw new Error('No block is selected.');
		}
		data.dispatch('core/block-editor').updateBlockAttributes(id, changes);
	}, attributes);
}
