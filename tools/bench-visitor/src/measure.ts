import type { Browser } from 'playwright-core';

/** One load of a visitor's page in a fresh browser context. */
export interface VisitorSample {
	/** Milliseconds from navigation to the page ready: see {@link visitorSample}. */
	readonly readyMs: number;
	/** Milliseconds from navigation to the load event's end (before the post is fetched: for reference). */
	readonly loadEventMs: number;
	/** The addresses of every script the page loaded (its own and the views' chunks). */
	readonly scripts: readonly string[];
	/** The long tasks (over 50 ms) until the page was ready and quiet, in milliseconds each. */
	readonly longTasks: readonly number[];
	/** Whether the view's ready marker showed, for a block that has one. */
	readonly marked: boolean;
}

declare global {
	interface Window {
		__benchContent?: number;
		__benchReady?: number;
		__visitorBenchLongTasks?: number[];
	}
}

/**
 * Runs before the page's scripts: keeps the long tasks, and on every animation frame looks for
 * the post in the page (`#post` no longer busy) and the view's ready marker (`readySelector`, when
 * the block has one), keeping the time of the first frame that paints each. A string, so that the
 * page gets it as written.
 */
const WATCH_PAGE = (readySelector: string | undefined) => `(() => {
	const readySelector = ${JSON.stringify(readySelector ?? null)};
	window.__visitorBenchLongTasks = [];
	try {
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) window.__visitorBenchLongTasks.push(entry.duration);
		}).observe({ type: 'longtask', buffered: true });
	} catch {}
	const look = () => {
		if (window.__benchContent === undefined && document.querySelector('#post[aria-busy="false"]')) {
			window.__benchContent = performance.now();
		}
		if (readySelector && window.__benchReady === undefined && document.querySelector(readySelector)) {
			window.__benchReady = performance.now();
		}
		if (window.__benchContent === undefined || (readySelector && window.__benchReady === undefined)) {
			requestAnimationFrame(look);
		}
	};
	requestAnimationFrame(look);
})();`;

/** Until no new resource has started for `quietMs` (at most `timeoutMs`): the views' chunks and what they load. */
const WAIT_QUIET = (quietMs: number, timeoutMs: number) => `new Promise((resolve) => {
	const started = performance.now();
	let count = performance.getEntriesByType('resource').length;
	let since = performance.now();
	const check = () => {
		const now = performance.now();
		const current = performance.getEntriesByType('resource').length;
		if (current !== count) {
			count = current;
			since = now;
		}
		if (now - since >= ${String(quietMs)} || now - started >= ${String(timeoutMs)}) {
			resolve(undefined);
		} else {
			setTimeout(check, 50);
		}
	};
	check();
})`;

const READ_PAGE = `(() => {
	const navigation = performance.getEntriesByType('navigation')[0];
	const scripts = performance
		.getEntriesByType('resource')
		.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
	return {
		content: window.__benchContent ?? null,
		ready: window.__benchReady ?? null,
		loadEventMs: navigation ? navigation.loadEventEnd : 0,
		scripts: scripts.map((entry) => entry.name),
		lastScriptMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
		longTasks: window.__visitorBenchLongTasks ?? [],
	};
})()`;

interface PageReading {
	readonly content: number | null;
	readonly ready: number | null;
	readonly loadEventMs: number;
	readonly scripts: string[];
	readonly lastScriptMs: number;
	readonly longTasks: number[];
}

/**
 * One load of `url` (the playground's `preview.html?post=ID`) in a fresh browser context, with
 * nothing cached. The page is _ready_ at the latest of: the first frame painted with the post in
 * the page, the arrival of the last script it loaded (its views' chunks and what they load), and,
 * for a block whose view marks it when drawn (`readySelector`), the first frame painted with that
 * mark. `undefined` when the post did not show within `timeoutMs`.
 */
export async function visitorSample(
	browser: Browser,
	url: string,
	{ readySelector, timeoutMs = 30_000 }: { readySelector?: string | undefined; timeoutMs?: number } = {}
): Promise<VisitorSample | undefined> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	try {
		const page = await context.newPage();
		await page.addInitScript(WATCH_PAGE(readySelector));
		await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
		const shown = await page
			.waitForFunction(() => window.__benchContent !== undefined, undefined, { timeout: timeoutMs })
			.then(
				() => true,
				() => false
			);
		if (!shown) {
			return undefined;
		}
		if (readySelector !== undefined) {
			await page
				.waitForFunction(() => window.__benchReady !== undefined, undefined, { timeout: timeoutMs })
				.catch(() => undefined);
		}
		await page.evaluate(WAIT_QUIET(750, 10_000));
		const reading = (await page.evaluate(READ_PAGE)) as PageReading;
		return {
			readyMs: Math.max(reading.content ?? 0, reading.ready ?? 0, reading.lastScriptMs),
			loadEventMs: reading.loadEventMs,
			scripts: reading.scripts,
			longTasks: reading.longTasks,
			marked: readySelector === undefined || reading.ready !== null,
		};
	} finally {
		await context.close();
	}
}
