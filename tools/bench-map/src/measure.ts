import type { Browser, Frame, Page } from 'playwright-core';

import { frameStats, type FrameStats } from './frames';

/** One load of a page with the map: when its first markers were painted, and one pan's frames. */
export interface MapSample {
	/** Milliseconds from navigation to the frame that paints the first marker or cluster. */
	readonly firstRenderMs: number;
	readonly pan: FrameStats;
}

declare global {
	interface Window {
		__benchFirstMarker?: number;
		__benchFrames?: number[];
	}
}

/**
 * Runs before the page's scripts: on every animation frame, looks for a drawn
 * marker or cluster of a map, in the page or in the editor's canvas iframe, and
 * keeps the time of the first frame that paints one. A string, so that the page
 * gets it as written.
 */
const WATCH_FIRST_MARKER = `(() => {
	const selector = '.wp-block-blockyard-map .leaflet-marker-icon';
	const find = () => {
		const canvas = document.querySelector('iframe[name="editor-canvas"]');
		const inCanvas = canvas && canvas.contentDocument && canvas.contentDocument.querySelector(selector);
		return inCanvas || document.querySelector(selector);
	};
	const look = () => {
		const marker = find();
		if (marker && marker.getBoundingClientRect().width > 0) {
			window.__benchFirstMarker = performance.now();
			return;
		}
		requestAnimationFrame(look);
	};
	requestAnimationFrame(look);
})();`;

const RECORD_FRAMES = `(() => {
	window.__benchFrames = [];
	const record = (time) => {
		if (window.__benchFrames) {
			window.__benchFrames.push(time);
			requestAnimationFrame(record);
		}
	};
	requestAnimationFrame(record);
})()`;

const STOP_FRAMES = `(() => {
	const frames = window.__benchFrames || [];
	window.__benchFrames = undefined;
	return frames;
})()`;

/** The frame the map is in: the editor's canvas, or the page itself. */
function mapFrame(page: Page, inEditor: boolean): Frame {
	const frame = inEditor ? page.frame({ name: 'editor-canvas' }) : page.mainFrame();
	if (!frame) {
		throw new Error('The editor has no canvas frame.');
	}
	return frame;
}

/** Drags the map 300 px left and 150 px up in 30 steps, recording the frames of the frame it is in. */
async function pan(page: Page, frame: Frame): Promise<FrameStats> {
	const map = frame.locator('.wp-block-blockyard-map .leaflet-container').first();
	const box = await map.boundingBox();
	if (!box) {
		throw new Error('The map has no box to drag.');
	}
	const x = box.x + box.width / 2;
	const y = box.y + box.height / 2;
	await page.mouse.move(x, y);
	await frame.evaluate(RECORD_FRAMES);
	await page.mouse.down();
	await page.mouse.move(x - 300, y - 150, { steps: 30 });
	await page.mouse.up();
	// The redraw after the move ends belongs to the pan too.
	await page.waitForTimeout(300);
	return frameStats((await frame.evaluate(STOP_FRAMES)) as number[]);
}

/**
 * One load of `url` in a fresh browser context: the time to the first marker
 * painted, then a pan. `undefined` when no marker showed within `timeoutMs`.
 */
export async function mapSample(
	browser: Browser,
	url: string,
	{ inEditor, timeoutMs = 60_000 }: { inEditor: boolean; timeoutMs?: number }
): Promise<MapSample | undefined> {
	const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
	try {
		const page = await context.newPage();
		await page.addInitScript(WATCH_FIRST_MARKER);
		await page.goto(url);
		const painted = await page
			.waitForFunction(() => window.__benchFirstMarker, undefined, { timeout: timeoutMs })
			.then(
				(handle) => handle.jsonValue() as Promise<number>,
				() => undefined
			);
		if (painted === undefined) {
			return undefined;
		}
		return { firstRenderMs: painted, pan: await pan(page, mapFrame(page, inEditor)) };
	} finally {
		await context.close();
	}
}
