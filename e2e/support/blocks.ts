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
