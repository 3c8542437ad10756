import type { Browser, Page } from 'playwright-core';

import { TYPED_TEXT } from './bench-post';
import { keystrokeDurations, type TraceEvent } from './trace';

/** `?packages=` of each kind of editor the bench compares. */
export const EDITOR_KINDS = { core: 'none', all: 'all' } as const;
export type EditorKind = keyof typeof EDITOR_KINDS;

export interface EditorSample {
	/** Milliseconds from navigation to the first block painted in the canvas. */
	readonly loadMs: number;
	/** Milliseconds of event handling of each keystroke. */
	readonly keystrokes: readonly number[];
	/** The built files the page requested (`index.html`, `assets/…`). */
	readonly requested: readonly string[];
}

declare global {
	interface Window {
		/** When the first block of the canvas was painted (`performance.now()`), set by the bench's init script. */
		__benchFirstBlock?: number;
	}
}

/**
 * Runs before the page's scripts: on every animation frame until it sees one,
 * looks for a block in the canvas iframe that has a size, and keeps the time of
 * that frame, the one that paints it. A string, not a function: the page gets
 * it as written, without what a TypeScript loader adds to functions.
 */
export const WATCH_FIRST_BLOCK = `(() => {
	const look = () => {
		const canvas = document.querySelector('iframe[name="editor-canvas"]');
		const block = canvas && canvas.contentDocument && canvas.contentDocument.querySelector('.block-editor-block-list__block');
		if (block && block.getBoundingClientRect().height > 0) {
			window.__benchFirstBlock = performance.now();
			return;
		}
		requestAnimationFrame(look);
	};
	requestAnimationFrame(look);
})();`;

export function recordRequests(page: Page): string[] {
	const requested: string[] = [];
	page.on('request', (request) => {
		const { pathname } = new URL(request.url());
		if (pathname === '/' || pathname === '/index.html') {
			requested.push('index.html');
		} else if (pathname.startsWith('/assets/')) {
			requested.push(pathname.slice(1));
		}
	});
	return requested;
}

/** What a sample types at the end of the canvas's last paragraph, traced. */
export interface Typing {
	/** The text, in parts typed one after the other. */
	readonly parts: readonly string[];
	/** Milliseconds of pause between two parts: none when there is one part. */
	readonly pauseMs: number;
	/** Runs at the end of each pause, before the next part: to look at what the pause brought. */
	readonly afterPause?: (page: Page) => Promise<void>;
}

/** The editor's typing: the bench's text at a person's pace, without a pause. */
export const EDITOR_TYPING: Typing = { parts: [TYPED_TEXT], pauseMs: 0 };

/** Everything a typing types: its parts together. */
export const typedText = (typing: Typing): string => typing.parts.join('');

/** Types at the end of the canvas's last paragraph, traced; the keystrokes' durations. */
async function typeInLastParagraph(browser: Browser, page: Page, typing: Typing): Promise<number[]> {
	const paragraph = page
		.frameLocator('iframe[name="editor-canvas"]')
		.locator('p.wp-block-paragraph')
		.last();
	await paragraph.click();
	await page.keyboard.press('End');
	await browser.startTracing(page, { categories: ['devtools.timeline'] });
	for (const [index, part] of typing.parts.entries()) {
		if (index > 0) {
			await page.waitForTimeout(typing.pauseMs);
			await typing.afterPause?.(page);
		}
		// A person's pace: each keystroke is handled and painted before the next.
		await page.keyboard.type(part, { delay: 50 });
	}
	const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
	const typed = await paragraph.textContent();
	if (!typed?.endsWith(typedText(typing))) {
		throw new Error('The paragraph does not hold what was typed: the typing was not measured.');
	}
	return keystrokeDurations(trace.traceEvents);
}

/** How long a page may take to go quiet before typing or using the inserter. */
export const QUIET_TIMEOUT_MS = 120_000;

/** No request started for this long: the page is quiet. */
const QUIET_MS = 1_000;

/**
 * Watches a page's requests (its frames' too) from now on: `quiet()` waits until
 * none has started for a second. Playwright's `networkidle` waits for no request
 * in flight instead, and a third party's frame refused by the browser's host rules
 * sometimes never reports its end, so the big post never went "idle".
 */
export function watchQuiet(page: Page): { quiet(): Promise<void> } {
	let last = Date.now();
	page.on('request', () => {
		last = Date.now();
	});
	return {
		async quiet() {
			const deadline = Date.now() + QUIET_TIMEOUT_MS;
			while (Date.now() - last < QUIET_MS) {
				if (Date.now() > deadline) {
					throw new Error(`The page kept making requests for ${QUIET_TIMEOUT_MS / 1000} s.`);
				}
				await page.waitForTimeout(QUIET_MS - (Date.now() - last));
			}
		},
	};
}

/** Where one sample opens the editor: the post, and the address's `?packages=` (and anything else it adds). */
export interface EditorAddress {
	readonly url: string;
	readonly postId: number;
	/** `?packages=`: `none`, `all`, or package names separated by commas. */
	readonly packages: string;
	/** More of the address, e.g. `&tiers=beta`. */
	readonly more?: string;
}

/** The editor's address for a sample. */
export function editorUrl({ url, postId, packages, more = '' }: EditorAddress): string {
	return `${url}?post=${postId}&packages=${packages}${more}`;
}

/** Opens the editor in `page` and waits for its first block painted: answers when that was, after navigation. */
export async function openEditor(page: Page, address: EditorAddress): Promise<number> {
	await page.addInitScript({ content: WATCH_FIRST_BLOCK });
	await page.goto(editorUrl(address));
	await page.waitForFunction(() => window.__benchFirstBlock !== undefined, null, { timeout: 120_000 });
	return page.evaluate(() => window.__benchFirstBlock ?? Number.NaN);
}

/** What a sample does after the load, and what watches it. */
export interface EditorSampleOptions {
	/** What is typed once the page is quiet; `false`: nothing, the load alone. */
	readonly typing?: Typing | false;
	/** Called with the page before it opens the editor, to watch what it does (its responses…). */
	readonly watch?: (page: Page) => void;
}

/**
 * One page load of the editor in a fresh browser context (nothing cached, no
 * backup of an earlier visit), then the typing unless `typing` is false: how
 * long until the first block is painted, and how long each keystroke takes.
 */
export async function editorSample(
	browser: Browser,
	address: EditorAddress,
	{ typing = EDITOR_TYPING, watch }: EditorSampleOptions = {}
): Promise<EditorSample> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	try {
		const page = await context.newPage();
		const requested = recordRequests(page);
		const requests = watchQuiet(page);
		watch?.(page);
		const loadMs = await openEditor(page, address);
		if (typing === false) {
			return { loadMs, keystrokes: [], requested };
		}
		// Typing starts once the page is quiet, the same for both kinds.
		await requests.quiet();
		const keystrokes = await typeInLastParagraph(browser, page, typing);
		const expected = typedText(typing).length;
		if (keystrokes.length !== expected) {
			throw new Error(`The trace holds ${keystrokes.length} keystrokes, not ${expected}.`);
		}
		return { loadMs, keystrokes, requested };
	} finally {
		await context.close();
	}
}
