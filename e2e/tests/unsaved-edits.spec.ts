import type { APIRequestContext, Page } from '@playwright/test';

import { setAiRequestsCount } from '../support/ai';
import { disconnectSite } from '../support/connection';
import { test, expect } from '../support/test';
import { playgroundUrl, providerUrl } from '../support/urls';

// Unsaved edits in the playground: the header says whether the post is saved, leaving
// with unsaved changes asks first, the browser keeps a backup, and connecting the
// account (which leaves for the authorize page and comes back) keeps the post.

const promptField = (page: Page) =>
	page.frameLocator('iframe[name="editor-canvas"]').getByRole('textbox', { name: 'AI Assistant prompt' });

const canvasButton = (page: Page, name: string) =>
	page.frameLocator('iframe[name="editor-canvas"]').getByRole('button', { name, exact: true });

/** Records every dialog and answers it with Stay (dismiss). */
function stayOnEveryDialog(page: Page): string[] {
	const dialogs: string[] = [];
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.type());
		void dialog.dismiss();
	});
	return dialogs;
}

test.describe('unsaved edits', () => {
	test('the header says saved or unsaved, and leaving with unsaved changes asks first', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await expect(editor.saveStatus()).toHaveText('Saved');
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('Not saved yet.');
		await expect(editor.saveStatus()).toHaveText('Unsaved changes');

		const dialogs = stayOnEveryDialog(page);
		await page.evaluate(() => window.location.reload());
		await expect.poll(() => dialogs).toEqual(['beforeunload']);
		// Stay: the edit is still there.
		await expect(editor.canvas().getByText('Not saved yet.')).toBeVisible();

		await editor.save();
		await page.reload();
		await editor.waitUntilReady();
		expect(dialogs).toEqual(['beforeunload']);
		await expect(editor.canvas().getByText('Not saved yet.')).toBeVisible();
		await expect(editor.saveStatus()).toHaveText('Saved');
	});

	test('offers the backup the browser kept of changes that were left unsaved', async ({ editor, page }) => {
		const excerpt = page
			.getByRole('region', { name: 'Editor settings' })
			.getByRole('textbox', { name: 'Excerpt' });
		await editor.open();
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('Kept by the browser.');
		await excerpt.fill('An excerpt kept too.');
		await expect(editor.saveStatus()).toHaveText('Unsaved changes');
		// The backup is written a moment after the last change.
		await expect
			.poll(() =>
				page.evaluate(
					(key) => localStorage.getItem(key),
					`blockyard-playground:draft:${editor.postId}`
				)
			)
			.toContain('An excerpt kept too.');

		await editor.reload();
		await expect(editor.canvas().getByText('Kept by the browser.')).toHaveCount(0);
		await expect(excerpt).toHaveValue('');
		await expect(editor.saveStatus()).toHaveText('Saved');
		await page.getByRole('button', { name: 'Restore the backup' }).click();

		await expect(editor.canvas().getByText('Kept by the browser.')).toBeVisible();
		await expect(excerpt).toHaveValue('An excerpt kept too.');
		await expect(editor.saveStatus()).toHaveText('Unsaved changes');
		await expect(page.getByRole('button', { name: 'Restore the backup' })).toHaveCount(0);
		// Restoring is one change: Undo takes it back, the blocks and the excerpt.
		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		await expect(editor.canvas().getByText('Kept by the browser.')).toHaveCount(0);
		await expect(excerpt).toHaveValue('');
	});

	test.describe('connecting from the AI Assistant block', () => {
		test.beforeEach(async ({ request }) => {
			await disconnectSite(request);
			await setAiRequestsCount(request, 0);
		});

		// Leave the shared provider as the other specs expect it: never registered.
		test.afterEach(async ({ request }) => {
			await disconnectSite(request);
		});

		test('keeps the block and the typed prompt through the authorize page, then records usage', async ({
			editor,
			page,
			request,
		}) => {
			await editor.open();
			await editor.insertBlock('AI Assistant');
			await promptField(page).fill('Write about owls');
			await expect(canvasButton(page, 'Send request')).toBeDisabled();
			await expect(editor.saveStatus()).toHaveText('Unsaved changes');

			const dialogs = stayOnEveryDialog(page);
			await editor.canvas().getByRole('button', { name: 'Connect', exact: true }).click();
			// The authorize page asks first; approving connects the user and sends the browser back to the post.
			await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
			const authorized = page.waitForResponse(
				(response) =>
					response.url() === `${playgroundUrl()}blockyard/authorize` &&
					response.request().method() === 'POST'
			);
			await page.getByRole('button', { name: 'Approve' }).click();
			expect((await authorized).status()).toBe(303);
			await editor.waitUntilReady();

			// Nothing asked, nothing lost: the block and its prompt are back, still unsaved.
			expect(dialogs).toEqual([]);
			await expect(promptField(page)).toHaveValue('Write about owls');
			await expect(
				page.getByTestId('snackbar').filter({ hasText: 'Your unsaved changes are back' })
			).toBeVisible();
			await expect(editor.saveStatus()).toHaveText('Unsaved changes');
			expect((await editor.blocks()).map((block) => block.name)).toEqual(['blockyard/ai-assistant']);

			// Now connected, the prompt can be sent; the request and Accept are recorded for the user.
			const since = await recordedEventIds(request);
			await expect(canvasButton(page, 'Send request')).toBeEnabled();
			await promptField(page).press('Enter');
			await canvasButton(page, 'Accept').click();
			await expect(editor.canvas().getByText('“Write about owls”', { exact: false })).toBeVisible();

			await expect
				.poll(async () => (await recordedEvents(request)).filter((event) => !since.has(event.id)))
				.toEqual([
					expect.objectContaining({
						name: 'jetpack_ai_assistant_request',
						props: { feature: 'ai-assistant', prompt_type: 'userPrompt', retry: false },
						user: expect.objectContaining({ login: 'blockyard-admin' }),
					}),
					expect.objectContaining({
						name: 'jetpack_ai_assistant_accept',
						props: { prompt_type: 'userPrompt', as: 'blocks' },
						user: expect.objectContaining({ login: 'blockyard-admin' }),
					}),
				]);
		});
	});
});

interface RecordedEvent {
	readonly id: number;
	readonly name: string;
	readonly props: Record<string, unknown>;
	readonly user: { readonly ID: number; readonly login: string };
}

async function recordedEvents(request: APIRequestContext): Promise<RecordedEvent[]> {
	const response = await request.get(`${providerUrl()}wp-json/wpcom/v2/tracks`);
	expect(response.ok()).toBe(true);
	return (await response.json()) as RecordedEvent[];
}

async function recordedEventIds(request: APIRequestContext): Promise<Set<number>> {
	return new Set((await recordedEvents(request)).map((event) => event.id));
}
