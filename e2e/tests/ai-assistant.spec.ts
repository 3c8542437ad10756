import type { Page } from '@playwright/test';

import {
	CONNECTED_SITE,
	replyToAiQueries,
	runTextBlockAiAction,
	runTextBlockAiSubmenuAction,
	setAiFault,
	setAiRequestsCount,
} from '../support/ai';
import { expectNoSeriousAxeViolationsInEditor } from '../support/axe';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// blockyard/ai-assistant and the AI actions on text blocks (packages/ai-assistant),
// against the local provider's offline engine and its fault injection.

/** The AI block's prompt field in the canvas. */
const promptField = (page: Page) =>
	page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'AI Assistant prompt' });

const canvasButton = (page: Page, name: string) =>
	page.frameLocator('iframe[name="editor-canvas"]').getByRole('button', { name, exact: true });

test.describe('AI Assistant', () => {
	// The fault and quota tests make the provider answer with errors on purpose.
	test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('streams a reply, accepts it as blocks, saves and reloads valid', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		await expect(prompt).toHaveAttribute('placeholder', 'Ask AI Assistant for anything…');
		await prompt.fill('Write about bees');
		await expect(editor.canvas().getByText('Press Enter to send your request.')).toBeVisible();
		await prompt.press('Enter');

		const reply = editor.canvas().locator('.blockyard-ai-assistant__content');
		await expect(reply).toContainText('You asked: “Write about bees”');
		// The offline engine's label is markdown emphasis: it is rendered, not shown as underscores.
		await expect(reply.locator('em').first()).toContainText('Offline engine');

		await canvasButton(page, 'Accept').click();
		const blocks = await editor.blocks();
		expect(blocks.map((block) => block.name)).toEqual(['core/paragraph', 'core/paragraph']);
		expect(await editor.serializedPost()).toContain('<p><em>Offline engine');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain('You asked: “Write about bees”');
	});

	test('a reply saved before Accept reloads valid and reaches visitors as HTML', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		await prompt.fill('Write about wasps');
		await prompt.press('Enter');
		await expect(canvasButton(page, 'Accept')).toBeVisible();

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		// The edit rendered the reply's HTML into the block; save printed it.
		expect(await editor.storedContent()).toMatch(
			/<div class="wp-block-blockyard-ai-assistant">[\s\S]*<em>Offline engine/
		);
		// Opening the post left the saved HTML as it was: nothing to save.
		await expect(editor.saveStatus()).toHaveText('Saved');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const shown = page.locator('.wp-block-blockyard-ai-assistant');
		await expect(shown).toContainText('You asked: “Write about wasps”');
		await expect(shown.locator('em').first()).toContainText('Offline engine');
	});

	test('on a simple site, gets its token from the platform under the site id, and streams a reply', async ({
		editor,
		page,
	}) => {
		const tokenPaths: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('jwt')) {
				tokenPaths.push(new URL(request.url()).pathname);
			}
		});
		// Every user of a simple site counts as connected.
		await editor.open(undefined, { site: 'simple' });
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		await prompt.fill('Write about kites');
		await prompt.press('Enter');

		const reply = editor.canvas().locator('.blockyard-ai-assistant__content');
		await expect(reply).toContainText('You asked: “Write about kites”');
		await expect(canvasButton(page, 'Accept')).toBeVisible();
		expect(tokenPaths).toEqual(['/wp-json/wpcom/v2/sites/1/jetpack-openai-query/jwt']);
	});

	test('Stop ends the stream with the text so far; Try Again brings the block back', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await setAiFault(page, 'pace=250');
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		await prompt.fill('Tell me about the sea');
		await prompt.press('Enter');

		const reply = editor.canvas().locator('.blockyard-ai-assistant__content');
		await expect(editor.canvas().getByText('Generating content…')).toBeVisible();
		await expect(reply).toContainText('Offline engine');
		await prompt.press('Escape');

		await expect(canvasButton(page, 'Accept')).toBeVisible();
		const stopped = (await reply.textContent()) ?? '';
		expect(stopped).not.toContain('BLOCKYARD_AI_UPSTREAM');
		await page.waitForTimeout(600);
		expect(await reply.textContent()).toBe(stopped);

		await canvasButton(page, 'Try Again').click();
		await expect(reply).toHaveCount(0);
		await expect(prompt).toHaveValue('Tell me about the sea');
	});

	test('shows each error of the catalogue, with Retry where it helps', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		const cases = [
			{ fault: 'status=503', message: 'The AI services are currently unavailable.', retry: true },
			{
				fault: 'status=422',
				message: 'This request has been flagged by our moderation system.',
				retry: false,
			},
			{ fault: 'status=500', message: 'It was not possible to process your request.', retry: true },
			{ fault: 'unclear', message: 'Your request was unclear. Mind trying again?', retry: false },
		];
		for (const { fault, message, retry } of cases) {
			await setAiFault(page, fault);
			await prompt.fill(`Request with ${fault}`);
			await prompt.press('Enter');
			await expect(editor.canvas().getByText(message)).toBeVisible();
			await expect(canvasButton(page, 'Retry')).toHaveCount(retry ? 1 : 0);
		}

		// Retry resends the same request once the service is back.
		await setAiFault(page, 'status=503');
		await prompt.fill('Write about owls');
		await prompt.press('Enter');
		await expect(canvasButton(page, 'Retry')).toBeVisible();
		await setAiFault(page, undefined);
		await canvasButton(page, 'Retry').click();
		await expect(editor.canvas().locator('.blockyard-ai-assistant__content')).toContainText(
			'You asked: “Write about owls”'
		);
	});

	test('once the free requests are used up, shows the upgrade banner and no error notice', async ({
		editor,
		page,
		request,
	}) => {
		await setAiRequestsCount(request, 18);
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		await prompt.fill('One of the free ones');
		await prompt.press('Enter');
		await expect(canvasButton(page, 'Accept')).toBeVisible();
		await expect(editor.canvas().getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

		// Another tab spends the last one: the service answers 429 to this one.
		await setAiRequestsCount(request, 20);
		await prompt.fill('One too many');
		await prompt.press('Enter');
		await expect(
			editor.canvas().getByText('You have reached the limit of requests for this site.')
		).toBeVisible();
		await expect(editor.canvas().getByRole('link', { name: 'Upgrade' })).toBeVisible();
		await expect(editor.canvas().locator('.components-notice')).toHaveCount(0);
		await expect(canvasButton(page, 'Send request')).toBeDisabled();

		// A new editor knows it from the feature status before any request.
		await editor.reload();
		await editor.insertBlock('AI Assistant');
		await expect(editor.canvas().getByRole('link', { name: 'Upgrade' })).toBeVisible();
	});

	test('keeps earlier generations and brings one back', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const prompt = promptField(page);
		const reply = editor.canvas().locator('.blockyard-ai-assistant__content');
		await prompt.fill('Write about bees');
		await prompt.press('Enter');
		await expect(reply).toContainText('“Write about bees”');
		await expect(canvasButton(page, 'Accept')).toBeVisible();
		await prompt.fill('Write about owls');
		await prompt.press('Enter');
		await expect(reply).toContainText('“Write about owls”');

		const generations = editor.canvas().getByRole('group', { name: 'Generations' });
		await expect(generations).toContainText('2 of 2');
		await generations.getByRole('button', { name: 'Previous generation' }).click();
		await expect(reply).toContainText('“Write about bees”');
		await expect(generations).toContainText('1 of 2');
		await canvasButton(page, 'Accept').click();
		expect(await editor.serializedPost()).toContain('“Write about bees”');
	});

	test('asks a user who is not connected to connect first', async ({ editor, page }) => {
		await editor.open();
		await editor.insertBlock('AI Assistant');
		await promptField(page).fill('Hello');
		await expect(canvasButton(page, 'Send request')).toBeDisabled();
		await expect(
			editor.canvas().getByText('Connect your account to use the AI Assistant.')
		).toBeVisible();
	});
});

test.describe('AI Assistant on a paragraph', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('reviews a correction of a paragraph change by change: one rejected from the keyboard, the rest accepted, one undo restores it', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Paragraph');
		// The new paragraph has the caret.
		await page.keyboard.type('Teh cat sat on teh mat.');
		await expect(editor.canvas().getByText('Teh cat sat on teh mat.')).toBeVisible();
		await editor.showBlockToolbar();
		await runTextBlockAiAction(page, 'Correct spelling and grammar');

		// The reply is shown against the paragraph: the offline engine's note and "The" for
		// "Teh" are one change, "the" for "teh" the other.
		const review = editor.canvas().locator('.blockyard-ai-review__text');
		await expect(review.locator('del')).toHaveText(['Teh', 'teh']);
		await expect(review.locator('ins').last()).toHaveText('the');
		const status = editor.canvas().locator('.blockyard-ai-review__status');
		await expect(status).toContainText('2 changes to review.');
		await expectNoSeriousAxeViolationsInEditor(page, {
			name: 'the review of an AI change',
			selector: '[data-type="blockyard/ai-assistant"]',
			inCanvas: true,
		});

		await canvasButton(page, 'Next change').focus();
		await page.keyboard.press('Enter');
		await expect(status).toContainText('Change 2 of 2: Replaces “teh” with “the”.');
		await page.keyboard.press('Tab');
		await page.keyboard.press('Tab');
		await expect(canvasButton(page, 'Reject change')).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(status).toContainText('1 change to review.');
		await expect(review.locator('del')).toHaveText(['Teh']);
		// The navigator moved on to the change still to review; the focus stayed on the button.
		await expect(status).toContainText('Change 1 of 2');
		await expect(canvasButton(page, 'Reject change')).toBeFocused();
		await expect(canvasButton(page, 'Reject change')).toHaveAttribute('aria-pressed', 'false');

		await canvasButton(page, 'Accept the rest').click();
		await expect(editor.canvas().getByText('The cat sat on teh mat.')).toBeVisible();
		expect((await editor.blocks()).every((block) => block.name === 'core/paragraph')).toBe(true);

		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		const blocks = await editor.blocks();
		expect(blocks.map((block) => block.name)).toEqual(['core/paragraph']);
		await expect(editor.canvas().getByText('Teh cat sat on teh mat.')).toBeVisible();
	});

	test('reviews a change of tone: one change rejected, the rest accepted, one undo restores the paragraph', async ({
		editor,
		page,
	}) => {
		// The offline engine does not rewrite tone: the model's reply is given here.
		const reply = 'We are happy to invite you. Do reply soon.';
		await replyToAiQueries(page, reply);
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('We are pleased to invite you. Please reply soon.');
		await editor.showBlockToolbar();
		await runTextBlockAiSubmenuAction(page, 'Change tone', 'Informal');

		const status = editor.canvas().locator('.blockyard-ai-review__status');
		await expect(status).toContainText('2 changes to review.');
		await expect(status).toContainText('Change 1 of 2: Replaces “pleased” with “happy”.');
		await canvasButton(page, 'Reject change').click();
		await expect(status).toContainText('Change 2 of 2: Replaces “Please” with “Do”.');
		await canvasButton(page, 'Accept the rest').click();
		await expect(editor.canvas().getByText('We are pleased to invite you. Do reply soon.')).toBeVisible();

		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		expect((await editor.blocks()).map((block) => block.name)).toEqual(['core/paragraph']);
		await expect(
			editor.canvas().getByText('We are pleased to invite you. Please reply soon.')
		).toBeVisible();
	});

	test('Reject all puts the heading back as it was', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Heading');
		await page.keyboard.type('Teh heading');
		await editor.showBlockToolbar();
		await runTextBlockAiAction(page, 'Correct spelling and grammar');
		await expect(editor.canvas().locator('.blockyard-ai-assistant__content')).toContainText(
			'The heading'
		);
		await canvasButton(page, 'Reject all').click();
		expect(await editor.serializedPost()).toBe(
			'<!-- wp:heading -->\n<h2 class="wp-block-heading">Teh heading</h2>\n<!-- /wp:heading -->'
		);
	});
});
