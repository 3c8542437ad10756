import type { Page } from '@playwright/test';

import { CONNECTED_SITE, setAiRequestsCount } from '../support/ai';
import { test, expect } from '../support/test';
import type { PlaygroundEditor } from '../support/playground-editor';

// Ghost text behind its flag: after a pause in typing, a paragraph offers the local provider's
// offline continuation in grey after its text; Tab takes it in, any other key puts it away.

const SENTENCE = 'Bees make honey. Bees visit flowers and honey is sweet.';
/** The offline engine's continuation of {@link SENTENCE}. */
const CONTINUATION = 'There is more to say about bees and honey.';

/** What the address of an AI query holds. */
const AI_QUERY = 'jetpack-ai-query';

const WITH_GHOST_TEXT = { ...CONNECTED_SITE, features: 'ai-ghost-text' } as const;

/** What the paragraph's `::after` shows: the ghost text, or `none`. */
async function ghostText(editor: PlaygroundEditor): Promise<string> {
	return editor
		.canvas()
		.locator('p[data-type="core/paragraph"]')
		.first()
		.evaluate((paragraph) => getComputedStyle(paragraph, '::after').content);
}

async function paragraphWithGhostText(editor: PlaygroundEditor, page: Page): Promise<void> {
	await editor.open(undefined, WITH_GHOST_TEXT);
	await editor.insertBlock('Paragraph');
	const query = page.waitForRequest((request) => request.url().includes(AI_QUERY));
	await page.keyboard.type(SENTENCE);
	// The same query that the last test finds none of.
	await query;
	await expect.poll(() => ghostText(editor), { timeout: 10_000 }).toBe(`" ${CONTINUATION}"`);
}

test.describe('AI ghost text', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('Tab takes the continuation in; saved and reloaded, the paragraph is valid', async ({
		editor,
		page,
	}) => {
		await paragraphWithGhostText(editor, page);
		// Screen readers hear it.
		await expect(page.locator('#blockyard-ghost-text-live-region')).toContainText(CONTINUATION);
		// It is not in the content until it is taken in.
		expect(await editor.serializedPost()).not.toContain(CONTINUATION);

		await page.keyboard.press('Tab');
		const paragraph = editor.canvas().getByRole('document', { name: 'Block: Paragraph' });
		await expect(paragraph).toHaveText(`${SENTENCE} ${CONTINUATION}`);
		expect(await ghostText(editor)).toBe('none');
		// The caret is after it: typing goes on at the end.
		await page.keyboard.type(' More');
		await expect(paragraph).toHaveText(`${SENTENCE} ${CONTINUATION} More`);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain(`${SENTENCE} ${CONTINUATION} More`);
	});

	test('one undo takes the continuation back out', async ({ editor, page }) => {
		await paragraphWithGhostText(editor, page);
		await page.keyboard.press('Tab');
		const paragraph = editor.canvas().getByRole('document', { name: 'Block: Paragraph' });
		await expect(paragraph).toHaveText(`${SENTENCE} ${CONTINUATION}`);
		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		await expect(paragraph).toHaveText(SENTENCE);
	});

	test('any other key puts it away and is typed as usual', async ({ editor, page }) => {
		await paragraphWithGhostText(editor, page);
		await page.keyboard.type(' X');
		expect(await ghostText(editor)).toBe('none');
		await expect(editor.canvas().getByRole('document', { name: 'Block: Paragraph' })).toHaveText(
			`${SENTENCE} X`
		);
	});

	test('nothing is asked for less than a sentence, nor without the flag', async ({ editor, page }) => {
		const queries: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes(AI_QUERY)) {
				queries.push(request.url());
			}
		});
		await editor.open(undefined, WITH_GHOST_TEXT);
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('Bees make honey');
		await page.waitForTimeout(2_500);
		expect(await ghostText(editor)).toBe('none');

		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Paragraph');
		await page.keyboard.type(SENTENCE);
		await page.waitForTimeout(2_500);
		expect(await ghostText(editor)).toBe('none');
		expect(queries).toEqual([]);
	});
});
