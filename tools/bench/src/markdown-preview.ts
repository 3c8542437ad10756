import type { Browser } from 'playwright-core';

import { distinctTasks } from './goals';
import { MARKDOWN_DOCUMENT_END, markdownDocument } from './markdown-document';
import type { LongTask, MarkdownPreviewRun } from './results';

/** The part of the playground's `window.wp` this run uses. */
interface WordPressGlobals {
	readonly data: {
		dispatch(store: string): {
			insertBlocks(
				blocks: unknown,
				index?: number,
				rootClientId?: string,
				updateSelection?: boolean
			): void;
			removeBlocks(clientIds: string[]): void;
		};
		select(store: string): { getBlocks(): Array<{ clientId: string }> };
	};
	readonly blocks: { createBlock(name: string, attributes?: Record<string, unknown>): unknown };
}

declare global {
	interface Window {
		__benchMarkdown?: {
			tasks: LongTask[];
			startedAt: number;
			paintedAt?: number;
		};
	}
}

/**
 * Inserts a Markdown block holding the document, not selected, so its edit renders the preview
 * of it (marked, DOMPurify, React, layout), and watches, on the page and in the canvas (one main
 * thread), for main-thread tasks of 50 ms or more and for the frame in which the document's last
 * heading has a size. A string, not a function: the page gets it as written.
 */
const insertAndWatch = (source: string, end: string) => `(() => {
	const source = ${JSON.stringify(source)};
	const end = ${JSON.stringify(end)};
	const canvas = document.querySelector('iframe[name="editor-canvas"]');
	const run = { tasks: [], startedAt: performance.now() };
	window.__benchMarkdown = run;
	for (const view of [window, canvas && canvas.contentWindow]) {
		if (!view) {
			continue;
		}
		const offset = view.performance.timeOrigin - performance.timeOrigin;
		new view.PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				run.tasks.push({ startMs: entry.startTime + offset - run.startedAt, durationMs: entry.duration });
			}
		}).observe({ type: 'longtask' });
	}
	const painted = () => {
		const headings = canvas.contentDocument.querySelectorAll('.wp-block-blockyard-markdown h1');
		const last = headings[headings.length - 1];
		if (last && last.textContent === end && last.getBoundingClientRect().height > 0) {
			run.paintedAt = performance.now();
		} else {
			requestAnimationFrame(painted);
		}
	};
	requestAnimationFrame(painted);
	const { wp } = window;
	wp.data
		.dispatch('core/block-editor')
		.insertBlocks(wp.blocks.createBlock('blockyard/markdown', { source }), undefined, undefined, false);
})();`;

/**
 * One preview of the 1 MB document in a fresh editor, with every package loaded and the
 * block's edit already loaded (a small Markdown block first, then removed): from inserting
 * the block to the frame that paints the document's end, and every long task meanwhile.
 */
export async function markdownPreviewRun(
	browser: Browser,
	{ url, postId }: { url: string; postId: number }
): Promise<MarkdownPreviewRun> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	try {
		const page = await context.newPage();
		await page.goto(`${url}?post=${postId}`);
		await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 120_000 });
		const canvas = page.frameLocator('iframe[name="editor-canvas"]');
		// Load the block's edit (marked and DOMPurify with it) before measuring.
		await page.evaluate(() => {
			const { wp } = window as unknown as { wp: WordPressGlobals };
			wp.data
				.dispatch('core/block-editor')
				.insertBlocks(
					wp.blocks.createBlock('blockyard/markdown', { source: '# Warm' }),
					undefined,
					undefined,
					false
				);
		});
		await canvas
			.locator('.wp-block-blockyard-markdown h1', { hasText: 'Warm' })
			.waitFor({ timeout: 60_000 });
		await page.evaluate(() => {
			const { wp } = window as unknown as { wp: WordPressGlobals };
			const ids = wp.data
				.select('core/block-editor')
				.getBlocks()
				.map((block) => block.clientId);
			wp.data.dispatch('core/block-editor').removeBlocks(ids);
		});
		await page.waitForLoadState('networkidle');

		await page.evaluate(insertAndWatch(markdownDocument(), MARKDOWN_DOCUMENT_END));
		await page.waitForFunction(() => window.__benchMarkdown?.paintedAt !== undefined, undefined, {
			timeout: 300_000,
			polling: 100,
		});
		// Tasks that end with the paint are reported a moment later.
		await page.waitForTimeout(500);
		const run = await page.evaluate(() => window.__benchMarkdown);
		if (run?.paintedAt === undefined) {
			throw new Error('The Markdown preview was not painted.');
		}
		return { previewMs: run.paintedAt - run.startedAt, longTasks: distinctTasks(run.tasks) };
	} finally {
		await context.close();
	}
}
