import type { Frame, Locator, Page, Request, TestInfo } from '@playwright/test';

import { blocksSettled, insertableBlockyardBlocks } from '../support/blocks';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

/** How one block lays out across the page, in one direction. */
interface Layout {
	/** What the block is (its wrapper's class). */
	readonly name: string;
	/** The block's width, in CSS pixels. */
	readonly width: number;
	/** From the block's start edge (left, or right when right to left) to its content's start. */
	readonly startGap: number;
	/** From the content's end to the block's end edge. */
	readonly endGap: number;
	/** How far the content reaches past the block's sides, or the page scrolls sideways. */
	readonly overflow: number;
	/** Its icons drawn mirrored (a transform with a negative horizontal scale). */
	readonly mirroredIcons: number;
}

/**
 * Measures a block in the page it is in: the union of its visible content's boxes (text, images,
 * icons, controls, frames) against the block's own box, whether anything reaches past the block or
 * makes the page scroll sideways, and how many of its icons are drawn mirrored.
 */
function measure(root: Element): Layout {
	const view = root.ownerDocument.defaultView ?? window;
	const rtl = view.getComputedStyle(root).direction === 'rtl';
	const box = root.getBoundingClientRect();
	let left = Infinity;
	let right = -Infinity;
	// What shows of a box: the part inside every ancestor (up to the block) that clips its overflow
	// (a map's tiles, a slider's other slides).
	const add = (rect: DOMRect, from: Node) => {
		let shownLeft = rect.left;
		let shownRight = rect.right;
		for (
			let element = from.parentElement;
			element && element !== root.parentElement;
			element = element.parentElement
		) {
			if (view.getComputedStyle(element).overflowX !== 'visible') {
				const clip = element.getBoundingClientRect();
				shownLeft = Math.max(shownLeft, clip.left);
				shownRight = Math.min(shownRight, clip.right);
			}
		}
		// Screen-reader text is clipped to a pixel: not what anyone sees.
		if (shownRight - shownLeft > 1 && rect.height > 1) {
			left = Math.min(left, shownLeft);
			right = Math.max(right, shownRight);
		}
	};
	const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
	for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
		if (node.nodeType === Node.TEXT_NODE) {
			if ((node.textContent ?? '').trim() !== '') {
				const range = root.ownerDocument.createRange();
				range.selectNodeContents(node);
				for (const rect of range.getClientRects()) {
					add(rect, node);
				}
			}
		} else if (
			node instanceof view.Element &&
			/^(img|svg|video|iframe|input|select|textarea|button|canvas)$/i.test(node.tagName) &&
			view.getComputedStyle(node).visibility !== 'hidden'
		) {
			add(node.getBoundingClientRect(), node);
		}
	}
	const scroller = root.ownerDocument.scrollingElement;
	const pageOverflow = scroller ? Math.max(0, scroller.scrollWidth - scroller.clientWidth) : 0;
	const mirroredIcons = [...root.querySelectorAll('svg')].filter((icon) => {
		let sign = 1;
		for (
			let element: Element | null = icon;
			element && element !== root.parentElement;
			element = element.parentElement
		) {
			const transform = view.getComputedStyle(element).transform;
			if (transform !== 'none' && new DOMMatrixReadOnly(transform).a < 0) {
				sign = -sign;
			}
		}
		return sign < 0;
	}).length;
	const hasContent = left !== Infinity;
	return {
		name: [...root.classList].find((name) => name.startsWith('wp-block-')) ?? root.className,
		width: box.width,
		startGap: hasContent ? (rtl ? box.right - right : left - box.left) : 0,
		endGap: hasContent ? (rtl ? left - box.left : box.right - right) : 0,
		overflow: Math.max(
			pageOverflow,
			hasContent ? Math.max(0, box.left - left, right - box.right) : 0,
			root.scrollWidth - root.clientWidth
		),
		mirroredIcons,
	};
}

/** How far two measures of the same block may differ and still read as mirror images. */
const tolerance = (width: number): number => Math.max(12, width * 0.04);

/** Each block's layout, in order, each scrolled to, drawn and settled first; its screenshot attached. */
async function layouts(
	page: Page,
	blocks: Locator,
	where: Page | Frame,
	label: string,
	testInfo: TestInfo
): Promise<Layout[]> {
	const measured: Layout[] = [];
	const count = await blocks.count();
	for (let index = 0; index < count; index += 1) {
		const block = blocks.nth(index);
		// A block drawn again as it settles is found again.
		await expect(async () => block.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
		// A block's edit is drawn once it nears the viewport (its stand-in is `is-deferred`).
		await expect(block.locator('.is-deferred')).toHaveCount(0);
		await expect(block).not.toHaveClass(/is-deferred/);
		// Whatever it was loading has come (its spinners gone).
		await expect(block.locator('.components-spinner')).toHaveCount(0);
		await where.evaluate(
			() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
		);
		const layout = await block.evaluate(measure);
		await testInfo.attach(`${layout.name} ${label}.png`, {
			body: await block.screenshot(),
			contentType: 'image/png',
		});
		measured.push(layout);
	}
	return measured;
}

/** Every block right to left lays out as the mirror image of left to right, inside its own box. */
function expectMirrored(ltr: readonly Layout[], rtl: readonly Layout[], part: string): void {
	expect(
		rtl.map(({ name }) => name),
		`the same blocks ${part}, in the same order`
	).toEqual(ltr.map(({ name }) => name));
	const problems = ltr.flatMap((left, index) => {
		const right = rtl[index];
		if (right === undefined) {
			return [];
		}
		const slack = tolerance(left.width);
		return [
			...(left.overflow > 1
				? [`${left.name} ${part}: its content reaches ${left.overflow}px past its box, left to right`]
				: []),
			...(right.overflow > 1
				? [
						`${right.name} ${part}: its content reaches ${right.overflow}px past its box, right to left`,
					]
				: []),
			...(Math.abs(left.startGap - right.startGap) > slack ||
			Math.abs(left.endGap - right.endGap) > slack
				? [
						`${left.name} ${part}: not mirrored (from its start edge ${Math.round(left.startGap)}px left to right, ${Math.round(right.startGap)}px right to left; from its end edge ${Math.round(left.endGap)}px and ${Math.round(right.endGap)}px)`,
					]
				: []),
			...(right.mirroredIcons !== left.mirroredIcons
				? [
						`${left.name} ${part}: ${right.mirroredIcons} icon(s) drawn mirrored right to left, ${left.mirroredIcons} left to right`,
					]
				: []),
		];
	});
	expect(problems, `how the blocks ${part} lay out right to left`).toEqual([]);
}

/** How long the visitor's page may take for its network to go quiet before its blocks are measured. */
const NETWORK_QUIET_MS = 20_000;

// Every block a person can insert, in one post: its edit and its visitor's view, left to right and
// right to left (`?dir=rtl`, the stylesheets turned as WordPress's `-rtl.css` files are), each
// screenshot attached to the report side by side. Fails on a block whose content reaches past
// its box or makes the page scroll sideways, one that does not lay out as the mirror image of
// itself, or an icon drawn mirrored that is not left to right.
test('every block’s edit and visitor’s view right to left mirror left to right, inside their boxes', async ({
	editor,
	page,
}, testInfo) => {
	test.setTimeout(240_000);
	await editor.open();
	const names = (await insertableBlockyardBlocks(page)).map(({ name }) => name);
	expect(names.length).toBeGreaterThan(20);
	await page.evaluate((blockNames) => {
		const { blocks, data } = window.wp as unknown as {
			blocks: { createBlock(name: string): unknown };
			data: {
				dispatch(store: string): {
					insertBlocks(blocks: unknown[]): void;
					clearSelectedBlock(): void;
				};
			};
		};
		data.dispatch('core/block-editor').insertBlocks(blockNames.map((name) => blocks.createBlock(name)));
		data.dispatch('core/block-editor').clearSelectedBlock();
	}, names);
	// Each block fills in what it lacks once inserted: measured once the post stops changing.
	await blocksSettled(page);

	const canvasBlocks = () => editor.canvas().locator('.is-root-container > [data-block]');
	const canvasFrame = () => {
		const frame = page.frame({ name: 'editor-canvas' });
		if (frame === null) {
			throw new Error('The editor has no canvas frame.');
		}
		return frame;
	};
	const editLtr = await layouts(page, canvasBlocks(), canvasFrame(), 'edit, left to right', testInfo);
	// Saved once every edit has been drawn and filled in what it fills in (ids, translated words).
	await editor.save();
	await editor.open(editor.postId, { dir: 'rtl' });
	const editRtl = await layouts(page, canvasBlocks(), canvasFrame(), 'edit, right to left', testInfo);
	expectMirrored(editLtr, editRtl, 'in the editor');

	// Each block with something to show (an empty AI Assistant saves an empty wrapper, a gallery
	// without images an empty list), once the visitors' scripts have had what they asked for.
	// Counted once the page has put the post in (its `aria-busy` turns false), not before.
	// A request that never ends (a clean clone's run waited out the test's time for the network to
	// go quiet) does not hold the test: past 20 s the blocks are measured as they are, and the
	// requests still open are noted in the report.
	const open = new Set<Request>();
	page.on('request', (request) => open.add(request));
	page.on('requestfinished', (request) => open.delete(request));
	page.on('requestfailed', (request) => open.delete(request));
	const visitorBlocks = async () => {
		await expect(page.locator('#post')).toHaveAttribute('aria-busy', 'false');
		const quiet = await page
			.waitForLoadState('networkidle', { timeout: NETWORK_QUIET_MS })
			.then(() => true)
			.catch(() => false);
		if (!quiet) {
			testInfo.annotations.push({
				type: 'network never quiet',
				description: [...open].map((request) => request.url()).join('\n'),
			});
		}
		return page.locator('.blockyard-preview__content > *').filter({ visible: true });
	};
	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
	const viewLtr = await layouts(page, await visitorBlocks(), page, 'visitor, left to right', testInfo);
	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&dir=rtl`);
	const rtlBlocks = await visitorBlocks();
	// The visitors' scripts may still be drawing a block as the page goes quiet (a clean clone's
	// run once counted one block short): the same blocks are waited for, then measured.
	await expect
		.poll(
			() =>
				rtlBlocks.evaluateAll((roots) =>
					roots.map(
						(root) =>
							[...root.classList].find((name) => name.startsWith('wp-block-')) ?? root.className
					)
				),
			{ message: 'the same blocks in the visitor’s view right to left, in the same order' }
		)
		.toEqual(viewLtr.map(({ name }) => name));
	const viewRtl = await layouts(page, rtlBlocks, page, 'visitor, right to left', testInfo);
	expectMirrored(viewLtr, viewRtl, 'in the visitor’s view');
});
