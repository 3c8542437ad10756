import type { Browser, Locator, Page } from 'playwright-core';

import { openEditor, watchQuiet, type EditorAddress } from './editor-sample';
import {
	EVENT_DURATION_THRESHOLD_MS,
	interactionToNextPaint,
	interactionsOf,
	worstByPhase,
	type EventEntry,
} from './inp';

/** What is typed into the inserter's search: a word many blocks of both kinds answer, Blockyard's (Contact Form, Donations Form) among the first hovered. */
export const INSERTER_SEARCH = 'form';

/** Results hovered, one after the other, each until the inserter's preview panel shows its example. */
export const INSERTER_HOVERS = 5;

/** The steps of one use of the inserter, in order. */
export const INSERTER_PHASES = ['open', 'search', 'hover', 'insert'] as const;
export type InserterPhase = (typeof INSERTER_PHASES)[number];

/** One pass through the inserter: its Interaction to Next Paint and what it did. */
export interface InserterSample {
	/** The worst interaction (INP, the 98th percentile past 50 interactions), in milliseconds. */
	readonly inpMs: number;
	/** The event of that interaction (`click`, `keydown`, …). */
	readonly inpEvent: string;
	/** Interactions that took 16 ms or more (the others are not reported by the browser). */
	readonly interactions: number;
	/** The titles of the results hovered, in order; the first is the block inserted. */
	readonly hovered: readonly string[];
	/** The longest interaction of each step, in milliseconds; of hovering, its longest event (0: none took 16 ms). */
	readonly phases: Readonly<Record<InserterPhase, number>>;
}

declare global {
	interface Window {
		/** Every Event Timing entry of the page (16 ms or more), collected by the bench's init script. */
		__benchEvents?: EventEntry[];
		__benchEventObserver?: PerformanceObserver;
	}
}

/**
 * Runs before the page's scripts, in the page only (the inserter and its search
 * are the page's; the canvas and the preview are frames): keeps every Event
 * Timing entry of 16 ms or more. A string: the page gets it as written.
 */
const WATCH_EVENTS = `(() => {
	if (window.top !== window) {
		return;
	}
	const events = [];
	window.__benchEvents = events;
	const observer = new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) {
			events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId || 0, startTime: entry.startTime });
		}
	});
	observer.observe({ type: 'event', durationThreshold: ${EVENT_DURATION_THRESHOLD_MS}, buffered: true });
	window.__benchEventObserver = observer;
})();`;

/** The entries so far, once the browser has delivered those of the last interaction (after its next paint). */
async function collectEvents(page: Page): Promise<EventEntry[]> {
	return page.evaluate(
		() =>
			new Promise<EventEntry[]>((resolve) => {
				// Two frames and a moment: an entry is reported after the paint that ends it.
				requestAnimationFrame(() =>
					requestAnimationFrame(() =>
						setTimeout(() => {
							const events = window.__benchEvents ?? [];
							for (const entry of window.__benchEventObserver?.takeRecords() ?? []) {
								// TypeScript's DOM types do not know `interactionId` yet.
								const { interactionId } = entry as PerformanceEntry & {
									interactionId?: number;
								};
								events.push({
									name: entry.name,
									duration: entry.duration,
									interactionId: interactionId ?? 0,
									startTime: entry.startTime,
								});
							}
							resolve(events);
						}, 250)
					)
				);
			})
	);
}

/** The part of the playground's `window.wp` this sample uses. */
export interface BlockCountGlobals {
	readonly data: { select(store: 'core/block-editor'): { getGlobalBlockCount(): number } };
}

/** How many blocks the editor holds, inner blocks included. */
const blockCount = (page: Page) =>
	page.evaluate(
		() =>
			(window as unknown as { wp?: BlockCountGlobals }).wp?.data
				.select('core/block-editor')
				.getGlobalBlockCount() ?? 0
	);

/** The results' titles once two readings 300 ms apart agree (the search has caught up with the last key). */
async function settledTitles(page: Page, results: Locator): Promise<string[]> {
	let titles = await results.allTextContents();
	for (let attempt = 0; attempt < 30; attempt += 1) {
		await page.waitForTimeout(300);
		const again = await results.allTextContents();
		if (again.join('\n') === titles.join('\n')) {
			return again;
		}
		titles = again;
	}
	throw new Error(`The inserter's results for "${INSERTER_SEARCH}" kept changing.`);
}

/**
 * One use of the inserter in a fresh browser context, after the editor has
 * loaded and gone quiet: opens it, types {@link INSERTER_SEARCH} key by key,
 * hovers the first {@link INSERTER_HOVERS} results (the preview panel renders
 * each one's example), inserts the first. Its Interaction to Next Paint from
 * the Event Timing API.
 */
export async function inserterSample(browser: Browser, address: EditorAddress): Promise<InserterSample> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	try {
		const page = await context.newPage();
		await page.addInitScript({ content: WATCH_EVENTS });
		const requests = watchQuiet(page);
		await openEditor(page, address);
		await requests.quiet();
		const blocksBefore = await blockCount(page);
		const starts: { phase: InserterPhase; at: number }[] = [];
		const phase = async (name: InserterPhase) =>
			starts.push({ phase: name, at: await page.evaluate(() => performance.now()) });

		await phase('open');
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		const search = page.getByRole('searchbox', { name: 'Search' });
		await search.waitFor();
		await phase('search');
		await search.click();
		// A person's pace: each key is handled and painted before the next.
		await page.keyboard.type(INSERTER_SEARCH, { delay: 120 });
		// The search results replace the categories a moment after typing, and follow the
		// last keys a moment later still: hover only once they have stopped changing.
		await page.locator('.block-editor-inserter__block-list').first().waitFor({ state: 'detached' });
		const results = page.locator('.block-editor-inserter__main-area').getByRole('option');
		await results.first().waitFor();
		await settledTitles(page, results);
		const available = await results.count();
		if (available < INSERTER_HOVERS) {
			throw new Error(
				`Searching "${INSERTER_SEARCH}" gives ${available} results with ?packages=${address.packages}, fewer than the ${INSERTER_HOVERS} the bench hovers.`
			);
		}
		const preview = page.locator('.block-editor-inserter__preview-container');
		const hovered: string[] = [];
		await phase('hover');
		for (let index = 0; index < INSERTER_HOVERS; index += 1) {
			const result = results.nth(index);
			hovered.push(((await result.textContent()) ?? '').trim());
			await result.hover();
			await preview.waitFor();
			// Its example drawn (or the panel's "No preview available.") before the next.
			await page.waitForTimeout(300);
		}
		await phase('insert');
		await results.first().click();
		await page.waitForFunction(
			(before) =>
				((window as unknown as { wp?: BlockCountGlobals }).wp?.data
					.select('core/block-editor')
					.getGlobalBlockCount() ?? 0) > before,
			blocksBefore
		);
		const events = await collectEvents(page);
		const inp = interactionToNextPaint(events);
		if (inp === null) {
			throw new Error(
				'No interaction of the inserter took 16 ms or more: the Event Timing API reported none.'
			);
		}
		return {
			inpMs: inp.durationMs,
			inpEvent: inp.event,
			interactions: interactionsOf(events).length,
			hovered,
			phases: worstByPhase(events, starts, ['hover']),
		};
	} finally {
		await context.close();
	}
}
