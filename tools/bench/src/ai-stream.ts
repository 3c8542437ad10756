import type { Browser } from 'playwright-core';

import { distinctTasks } from './goals';
import type { AiStreamRun, LongTask } from './results';

/** The part of the playground's `window.wp` the bench uses. */
interface WordPressGlobals {
	readonly data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
	readonly blocks: { createBlock(name: string): unknown };
}

/** Tokens of the streamed reply. */
export const AI_STREAM_TOKENS = 20_000;

declare global {
	interface Window {
		__benchLongTasks?: LongTask[];
		__benchSentAt?: number;
	}
}

/**
 * Watches for long tasks in the page and in the canvas iframe (one main thread,
 * two documents), their start times on the page's clock, from the moment the
 * request is sent. A string, not a function: the page gets it as written.
 */
const WATCH_LONG_TASKS = `(() => {
	const tasks = [];
	window.__benchLongTasks = tasks;
	window.__benchSentAt = performance.now();
	const canvas = document.querySelector('iframe[name="editor-canvas"]');
	for (const view of [window, canvas && canvas.contentWindow]) {
		if (!view) {
			continue;
		}
		const offset = view.performance.timeOrigin - performance.timeOrigin;
		new view.PerformanceObserver((list) => {
			for (const entry of list.getEntries()) {
				tasks.push({ startMs: entry.startTime + offset - window.__benchSentAt, durationMs: entry.duration });
			}
		}).observe({ type: 'longtask' });
	}
})();`;

/** How long a reply may take to finish before the run fails. */
const REPLY_TIMEOUT_MS = 300_000;

/**
 * Resolves once the reply is finished (its Accept button shows), looking every 20 ms at the
 * block's few result buttons only. Not Playwright's `getByRole` wait: its role queries walk the
 * whole canvas, which grows with the reply, and would themselves be long tasks of the page
 * being measured. A string, not a function: the page gets it as written.
 */
const UNTIL_ACCEPT_SHOWS = `new Promise((resolve, reject) => {
	const deadline = performance.now() + ${REPLY_TIMEOUT_MS};
	const look = () => {
		const canvas = document.querySelector('iframe[name="editor-canvas"]');
		const buttons = canvas?.contentDocument?.querySelectorAll(
			'.blockyard-ai-assistant-input__result-actions button'
		) ?? [];
		if (Array.from(buttons).some((button) => button.textContent.trim() === 'Accept')) {
			resolve(undefined);
		} else if (performance.now() > deadline) {
			reject(new Error('the reply did not finish: no Accept button'));
		} else {
			setTimeout(look, 20);
		}
	};
	look();
})`;

/**
 * One streamed reply of {@link AI_STREAM_TOKENS} tokens into a new AI Assistant
 * block, with every package loaded, on a site whose user is connected: from
 * sending the prompt until the reply is finished (its Accept button shows),
 * every main-thread task of 50 ms or more.
 */
export async function aiStreamRun(
	browser: Browser,
	{ url, postId }: { url: string; postId: number }
): Promise<AiStreamRun> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	try {
		const page = await context.newPage();
		// The provider's testing fault: a reply of this many pieces, with no wait between them.
		await page.route('**/wpcom/v2/jetpack-ai-query*', (route) =>
			route.continue({
				headers: { ...route.request().headers(), 'x-blockyard-fault': `tokens=${AI_STREAM_TOKENS}` },
			})
		);
		await page.goto(`${url}?post=${postId}&site=atomic`);
		await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 120_000 });
		await page.evaluate(() => {
			const { wp } = window as unknown as { wp: WordPressGlobals };
			wp.data
				.dispatch('core/block-editor')
				.insertBlocks(wp.blocks.createBlock('blockyard/ai-assistant'));
		});
		const canvas = page.frameLocator('iframe[name="editor-canvas"]');
		const prompt = canvas.getByRole('textbox', { name: 'AI Assistant prompt' });
		await prompt.fill('Write about bees');
		await page.waitForLoadState('networkidle');
		await page.evaluate(WATCH_LONG_TASKS);
		const sent = Date.now();
		await prompt.press('Enter');
		await page.evaluate(UNTIL_ACCEPT_SHOWS);
		const streamMs = Date.now() - sent;
		// Tasks that end with the reply are reported a moment later.
		await page.waitForTimeout(500);
		const longTasks = distinctTasks(await page.evaluate(() => window.__benchLongTasks ?? []));
		const words = await canvas
			.locator('.blockyard-ai-assistant__content')
			.evaluate((element) => (element.textContent ?? '').split(/\s+/).filter(Boolean).length);
		return { streamMs, words, longTasks };
	} finally {
		await context.close();
	}
}
