import { expect, type Page } from '@playwright/test';

import {
	editorBlocks,
	expectAllBlocksValid,
	insertableBlockyardBlocks,
	serializedPost,
	type BlockValidity,
	type InsertableBlock,
} from '../../support/blocks';

/**
 * The post editor of a real WordPress. The editor counts as ready only when its canvas has
 * loaded and no request has been in flight for half a second: the editor's own loads (the
 * post, the user's preferences, block previews) have answered, and a save clicked then does
 * not wait behind them.
 */
export class WordPressEditor {
	private inFlight = 0;
	private lastActivity = Date.now();

	constructor(
		readonly page: Page,
		readonly siteUrl: string
	) {
		const start = () => {
			this.inFlight += 1;
			this.lastActivity = Date.now();
		};
		// A preflight whose body nobody reads never "finishes": its response ends it.
		const end = () => {
			this.inFlight = Math.max(0, this.inFlight - 1);
			this.lastActivity = Date.now();
		};
		page.on('request', start);
		page.on('response', end);
		page.on('requestfailed', end);
	}

	/** Opens the editor on a new post; `query` is added to post-new.php's address. */
	async openNewPost(query = ''): Promise<void> {
		await this.page.goto(`${this.siteUrl}wp-admin/post-new.php${query === '' ? '' : `?${query}`}`);
		await this.waitUntilReady();
	}

	/** Opens the editor on post `postId`; `query` is added to post.php's address. */
	async openPost(postId: number, query = ''): Promise<void> {
		await this.page.goto(
			`${this.siteUrl}wp-admin/post.php?post=${String(postId)}&action=edit${query === '' ? '' : `&${query}`}`
		);
		await this.waitUntilReady();
	}

	async waitUntilReady(): Promise<void> {
		await expect(this.page.locator('iframe[name="editor-canvas"]')).toBeVisible({ timeout: 60_000 });
		await this.page.waitForFunction(
			() => {
				const canvas = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
				return canvas?.contentDocument?.readyState === 'complete' && Boolean(window.wp?.data);
			},
			undefined,
			{ timeout: 60_000 }
		);
		await this.waitForQuiet();
	}

	/** Waits until no request has been in flight for `quietMs`. */
	async waitForQuiet(quietMs = 500, timeoutMs = 60_000): Promise<void> {
		const deadline = Date.now() + timeoutMs;
		while (Date.now() < deadline) {
			if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) {
				return;
			}
			await this.page.waitForTimeout(100);
		}
		throw new Error(`requests still in flight after ${timeoutMs / 1000} s`);
	}

	canvas() {
		return this.page.frameLocator('iframe[name="editor-canvas"]');
	}

	/**
	 * Inserts a block the way a person does: the inserter, its search field, the block's title.
	 * WordPress closes its inserter when focus leaves it, and the check for that can still be
	 * pending from the inserter just closed when the next one opens, closing it again: so the
	 * search and the click are retried until the inserter stays open. `name` (the block's
	 * registered name) picks the block among options of the same title.
	 */
	async insertBlock(title: string, name?: string): Promise<void> {
		const toggle = this.page.getByRole('button', { name: 'Toggle block inserter' });
		const search = this.page.getByRole('searchbox', { name: /Search/ });
		const closedToggle = toggle.and(this.page.locator('[aria-pressed="false"]'));
		// A title can be a core block variation's too (core's Pinterest embed and blockyard/pinterest):
		// with its name, the option is the one of that block (the inserter's class for it).
		const titled = this.page.getByRole('option', { name: title, exact: true });
		const option = name
			? titled.and(this.page.locator(`.editor-block-list-item-${name.replace('/', '-')}`))
			: titled;
		const blockCount = () =>
			this.page.evaluate(
				() => window.wp.data.select('core/block-editor').getClientIdsWithDescendants().length
			);
		const before = await blockCount();
		// Under load the inserter can take a click and close without inserting (its results
		// were re-rendering): try again until a block is there. A click that inserted the block
		// but timed out afterwards (waiting for the preview's frame, say) is not repeated.
		await expect(async () => {
			if ((await blockCount()) > before) {
				return;
			}
			if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
				await toggle.click();
			}
			// An inserter closed again at once (above) is opened again, not waited for.
			await expect(search.or(closedToggle).first()).toBeVisible({ timeout: 2_000 });
			if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
				throw new Error('The inserter closed again as it opened.');
			}
			await search.fill(title, { timeout: 2_000 });
			await option.click({ timeout: 2_000 });
			await expect.poll(blockCount, { timeout: 3_000 }).toBeGreaterThan(before);
		}).toPass({ timeout: 60_000 });
		// The inserter may close itself (focus moved to the new block) just as it is clicked
		// shut, and the click opens it again: close it until it stays closed.
		await expect(async () => {
			if ((await toggle.getAttribute('aria-pressed')) === 'true') {
				await toggle.click({ timeout: 2_000 });
			}
			await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 2_000 });
		}).toPass({ timeout: 30_000 });
	}

	/** Inserts a paragraph holding `content` at the end of the post, through the block editor's store. */
	async insertParagraph(content: string): Promise<void> {
		await this.page.evaluate((text) => {
			const { blocks, data } = window.wp as unknown as {
				blocks: { createBlock(name: string, attributes: Record<string, unknown>): unknown };
				data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
			};
			data.dispatch('core/block-editor').insertBlocks(
				blocks.createBlock('core/paragraph', { content: text })
			);
		}, content);
	}

	/** The post's field `name` as edited, not yet saved (`excerpt`, `tags`, `categories`…). */
	async editedPostAttribute<Value>(name: string): Promise<Value> {
		return this.page.evaluate(
			(attribute) => window.wp.data.select('core/editor').getEditedPostAttribute(attribute),
			name
		) as Promise<Value>;
	}

	/** The names and titles of every Blockyard block a person can insert. */
	async insertableBlockyardBlocks(): Promise<InsertableBlock[]> {
		return insertableBlockyardBlocks(this.page);
	}

	/** Saves the draft and waits until WordPress has it. */
	async save(): Promise<void> {
		await this.waitForQuiet();
		await this.page.getByRole('button', { name: 'Save draft' }).click();
		await this.page.waitForFunction(
			() => {
				const editor = window.wp.data.select('core/editor');
				return (
					!editor.isSavingPost() &&
					editor.didPostSaveRequestSucceed() &&
					!editor.isEditedPostDirty()
				);
			},
			undefined,
			{ timeout: 60_000 }
		);
	}

	/** Publishes the post and waits until WordPress has it. */
	async publish(): Promise<void> {
		await this.waitForQuiet();
		await this.page.evaluate(() => {
			const { data } = window.wp as unknown as {
				data: {
					dispatch(store: 'core/editor'): {
						editPost(edits: Record<string, unknown>): void;
						savePost(): Promise<void>;
					};
				};
			};
			const editor = data.dispatch('core/editor');
			editor.editPost({ status: 'publish' });
			return editor.savePost();
		});
		await this.page.waitForFunction(() => {
			const editor = window.wp.data.select('core/editor');
			return (
				!editor.isSavingPost() && editor.didPostSaveRequestSucceed() && !editor.isEditedPostDirty()
			);
		});
	}

	async postId(): Promise<number> {
		return this.page.evaluate(() => window.wp.data.select('core/editor').getCurrentPostId());
	}

	async reload(): Promise<void> {
		await this.openPost(await this.postId());
	}

	async blocks(): Promise<BlockValidity[]> {
		return editorBlocks(this.page);
	}

	async expectAllBlocksValid(): Promise<void> {
		await expectAllBlocksValid(this.page);
	}

	async serializedPost(): Promise<string> {
		return serializedPost(this.page);
	}
}

/**
 * Logs `page` in as another user through wp-login.php. The test site logs the admin in on a
 * browser's first visit (mu-plugins/e2e-auto-login.php) unless this cookie says it already did.
 */
export async function logInAs(page: Page, siteUrl: string, user: string, password: string): Promise<void> {
	await page
		.context()
		.addCookies([{ name: 'playground_auto_login_already_happened', value: '1', url: siteUrl }]);
	await page.goto(`${siteUrl}wp-login.php`);
	const userField = page.getByLabel('Username or Email Address');
	const passwordField = page.getByLabel('Password', { exact: true });
	// wp-login.php focuses and selects the user field from a timer after load; under load
	// that can land between the two fills and swap where the typing goes: check both.
	await expect(async () => {
		await userField.fill(user);
		await passwordField.fill(password);
		await expect(userField).toHaveValue(user, { timeout: 1_000 });
		await expect(passwordField).toHaveValue(password, { timeout: 1_000 });
	}).toPass({ timeout: 30_000 });
	await page.getByRole('button', { name: 'Log In' }).click();
	await page.waitForURL(/wp-admin/);
}
