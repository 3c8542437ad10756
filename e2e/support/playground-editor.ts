import { expect, type Dialog, type Page } from '@playwright/test';

import { editorBlocks, expectAllBlocksValid, serializedPost, type BlockValidity } from './blocks';
import { playgroundUrl, providerNonceHeader, providerUrl } from './urls';

/** The playground's own controls the helpers use, by their names in the page's language. */
export interface PlaygroundLabels {
	readonly save: string;
	readonly saved: string;
	readonly saveStatus: string;
	readonly inserter: string;
}

export const ENGLISH_LABELS: PlaygroundLabels = {
	save: 'Save',
	saved: 'Saved',
	saveStatus: 'Save status',
	inserter: 'Toggle block inserter',
};

/** The same controls with `?locale=de_DE` (languages/blockyard-de_DE.po). */
export const GERMAN_LABELS: PlaygroundLabels = {
	save: 'Speichern',
	saved: 'Gespeichert',
	saveStatus: 'Speicherstatus',
	inserter: 'Block-Inserter umschalten',
};

/** What every block test does in the playground: open a post, insert, save, reload, check. */
export class PlaygroundEditor {
	postId: number | undefined;
	/** The names of the playground's controls: a test that opens another locale sets its own. */
	labels: PlaygroundLabels = ENGLISH_LABELS;

	constructor(readonly page: Page) {}

	/** Creates a fresh post in the local provider, so tests never share content. */
	async createPost(title = 'E2E post'): Promise<number> {
		const response = await this.page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
			data: { title, content: '', status: 'draft' },
			headers: providerNonceHeader(),
		});
		expect(response.ok()).toBe(true);
		const { id } = (await response.json()) as { id: number };
		return id;
	}

	/**
	 * Opens a new post (or the given one) and waits until the editor is ready.
	 * `site` sets the playground's site facts: `{ site: 'atomic', features: 'ai-assistant-playground' }`.
	 */
	async open(postId?: number, site: Readonly<Record<string, string>> = {}): Promise<void> {
		this.postId = postId ?? (await this.createPost());
		const search = new URLSearchParams({ post: String(this.postId), ...site });
		await this.page.goto(`${playgroundUrl()}?${search.toString()}`);
		await this.waitUntilReady();
	}

	async waitUntilReady(): Promise<void> {
		await expect(this.page.getByRole('button', { name: this.labels.save, exact: true })).toBeVisible();
		await this.page.waitForFunction(() => Boolean(window.wp?.data?.select('core/block-editor')));
	}

	/** The editor canvas (an iframe, as in WordPress). */
	canvas() {
		return this.page.frameLocator('iframe[name="editor-canvas"]');
	}

	/** Inserts a block the way a person does: the inserter, its search field, the block's title. */
	async insertBlock(title: string): Promise<void> {
		await this.page.getByRole('button', { name: this.labels.inserter }).click();
		const search = this.page.getByRole('searchbox', { name: 'Search' });
		await search.fill(title);
		// The inserter shows its search results a moment after typing (debounced), replacing the
		// block categories: a click on the categories' option as they go can be lost.
		await expect(this.page.locator('.block-editor-inserter__block-list')).toHaveCount(0);
		await this.page.getByRole('option', { name: title, exact: true }).click();
		// Close the inserter when it stays open, as Gutenberg's does.
		const toggle = this.page.getByRole('button', { name: this.labels.inserter });
		if ((await toggle.getAttribute('aria-pressed')) === 'true') {
			await toggle.click();
		}
	}

	/** Gutenberg hides the block toolbar while one types; moving the mouse brings it back. */
	async showBlockToolbar(): Promise<void> {
		await this.page.mouse.move(200, 200);
		await this.page.mouse.move(300, 300);
	}

	/** The serialized post content, as Save would store it. */
	async serializedPost(): Promise<string> {
		return serializedPost(this.page);
	}

	/** The header's save status: `Saved`, or `Unsaved changes`. */
	saveStatus() {
		return this.page.getByRole('status', { name: this.labels.saveStatus });
	}

	/** Clicks Save and waits until the provider has the post. */
	async save(): Promise<void> {
		const stored = this.page.waitForResponse(
			(response) =>
				response.request().method() === 'POST' && /\/wp-json\/wp\/v2\/posts\/\d+/.test(response.url())
		);
		await this.page.getByRole('button', { name: this.labels.save, exact: true }).click();
		expect((await stored).ok()).toBe(true);
		await expect(this.saveStatus()).toHaveText(this.labels.saved);
	}

	/**
	 * Reloads the editor. With unsaved changes the browser asks first ("Leave site?"):
	 * a test that reloads means it, so the question is answered with Leave.
	 */
	async reload(): Promise<void> {
		const leave = (dialog: Dialog) => {
			if (dialog.type() === 'beforeunload') {
				void dialog.accept();
			}
		};
		this.page.on('dialog', leave);
		try {
			await this.page.reload();
		} finally {
			this.page.off('dialog', leave);
		}
		await this.waitUntilReady();
	}

	async saveAndReload(): Promise<void> {
		await this.save();
		await this.reload();
	}

	/** Every block on the page, nested ones too, with its validity. */
	async blocks(): Promise<BlockValidity[]> {
		return editorBlocks(this.page);
	}

	/** Fails unless every block is valid. */
	async expectAllBlocksValid(): Promise<void> {
		await expectAllBlocksValid(this.page);
	}

	/** The post as the local provider stored it. */
	async storedContent(): Promise<string> {
		const response = await this.page.request.get(
			`${providerUrl()}wp-json/wp/v2/posts/${this.postId}?context=edit`
		);
		expect(response.ok()).toBe(true);
		const post = (await response.json()) as { content: { raw: string } };
		return post.content.raw;
	}
}
