import { expect, type Page } from '@playwright/test';

export interface BlockValidity {
	readonly name: string;
	readonly isValid: boolean;
	readonly clientId: string;
}

/** Every block in the editor, nested ones too, with its validity (playground and WordPress alike). */
export async function editorBlocks(page: Page): Promise<BlockValidity[]> {
	return page.evaluate(() => {
		type Block = { name: string; isValid: boolean; clientId: string; innerBlocks: Block[] };
		const flat = (blocks: Block[]): Block[] => blocks.flatMap((b) => [b, ...flat(b.innerBlocks)]);
		const all = flat(window.wp.data.select('core/block-editor').getBlocks() as Block[]);
		return all.map(({ name, isValid, clientId }) => ({ name, isValid, clientId }));
	});
}

/** Fails unless the editor has blocks and every one of them is valid. */
export async function expectAllBlocksValid(page: Page): Promise<void> {
	const blocks = await editorBlocks(page);
	expect(blocks.length, 'the post has blocks').toBeGreaterThan(0);
	expect(blocks.filter((block) => !block.isValid)).toEqual([]);
}

/** The serialized post content, as a save would store it. */
export async function serializedPost(page: Page): Promise<string> {
	return page.evaluate(() =>
		window.wp.blocks.serialize(window.wp.data.select('core/block-editor').getBlocks())
	);
}

/** The attributes of the post's first block, as the editor has them now. */
export async function firstBlockAttributes(page: Page): Promise<Record<string, unknown>> {
	return page.evaluate(() => window.wp.data.select('core/block-editor').getBlocks()[0]?.attributes ?? {});
}

/** A block a person can insert: its registered name and its title in the inserter. */
export interface InsertableBlock {
	readonly name: string;
	readonly title: string;
}

/** Every Blockyard block the inserter offers (not child blocks), sorted by name (playground and WordPress alike). */
export async function insertableBlockyardBlocks(page: Page): Promise<InsertableBlock[]> {
	return page.evaluate(() =>
		window.wp.blocks
			.getBlockTypes()
			.filter(
				(type) =>
					type.name.startsWith('blockyard/') && type.supports?.inserter !== false && !type.parent
			)
			.map(({ name, title }) => ({ name, title }))
			.sort((a, b) => a.name.localeCompare(b.name))
	);
}

/**
 * Waits until the post's blocks stop changing: a block fills in what it lacks once inserted (ids,
 * inner blocks, a draft's product), and each change draws it, and its toolbar, again.
 */
export async function blocksSettled(page: Page): Promise<void> {
	let last = '';
	await expect
		.poll(
			async () => {
				const now = await page.evaluate(() =>
					JSON.stringify(window.wp.data.select('core/block-editor').getBlocks())
				);
				const same = now === last;
				last = now;
				return same;
			},
			{ message: 'the blocks stop changing', intervals: [250] }
		)
		.toBe(true);
}
