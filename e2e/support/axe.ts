// Accessibility scans with axe-core: of what a visitor sees (a block's saved output in the
// preview) and of the editor's own parts (a block in the canvas, its toolbar, the sidebar, a
// modal), failing on any serious or critical violation with what axe says about each, so the
// report reads as a to-do list.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './test';

/** Where the builder resolves its own axe-core from (the version is its to pin, not ours). */
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));

/**
 * axe's source, evaluated only in a frame that does not have it yet: the builder evaluates it in
 * every frame at every scan, about half a second of a loaded 2-core machine each time.
 */
const AXE_SOURCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(
	builderRequire.resolve('axe-core/axe.min.js'),
	'utf8'
)}\n}`;

/**
 * A scan of `page`. It runs as one `axe.run` in the page, which reaches into the page's
 * same-origin frames (the editor canvas) itself, instead of a run in each frame finished in a
 * blank page the builder opens for every scan: half the time of a scan here. A frame of another
 * origin (an embed's stand-in for a third-party page) is not scanned inside; its element is.
 */
export const axeBuilder = (page: Page): AxeBuilder =>
	new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true);

/** What axe reports of one rule that fails. */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts a scan fails on. Minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The canvas iframe's selector on the editor's page. */
export const EDITOR_CANVAS_FRAME = 'iframe[name="editor-canvas"]';

/** Where axe found a violation: its selector, each frame's first. */
type Target = Violation['nodes'][number]['target'];

/** One line for each serious or critical violation among `violations`, of the nodes `keep` keeps. */
function seriousViolations(
	violations: readonly Violation[],
	keep: (target: Target) => boolean = () => true
): string[] {
	return violations
		.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
		.map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => keep(node.target)) }))
		.filter((violation) => violation.nodes.length > 0)
		.map(
			(violation) =>
				`${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
					.map((node) => node.target.join(' '))
					.join(', ')}`
		);
}

/** Scans the elements `selector` matches (there must be one) and fails on a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
	await expect(page.locator(selector).first()).toBeVisible();
	const { violations } = await axeBuilder(page).include(selector).analyze();
	expect(seriousViolations(violations), `axe found serious or critical violations in ${selector}`).toEqual(
		[]
	);
}

/** One part of the editor to scan. */
export interface EditorPart {
	/** What a failure calls it, e.g. `Map (blockyard/map): block toolbar`. */
	readonly name: string;
	/** Its selector: on the page, or inside the canvas with `inCanvas`. */
	readonly selector: string;
	/** Whether `selector` is inside the editor canvas (an iframe). */
	readonly inCanvas?: boolean;
	/**
	 * Elements inside the part that are WordPress's own, not ours to fix, each left out of the scan
	 * (on the page, or in the canvas with `inCanvas`). Say beside each why it is left out.
	 */
	readonly exclude?: readonly string[];
}

const inFrame = (part: EditorPart, selector: string): string | string[] =>
	part.inCanvas ? [EDITOR_CANVAS_FRAME, selector] : selector;

/**
 * Waits until what the page and its canvas show has stopped moving (a modal fading in, a popover
 * sliding in): axe measures the colours as they are at that moment. Endless animations (a
 * spinner) are left running.
 */
async function animationsFinished(page: Page): Promise<void> {
	for (const frame of [page.mainFrame(), page.frame({ name: 'editor-canvas' })]) {
		if (!frame) {
			continue;
		}
		await frame.evaluate(() =>
			Promise.all(
				document
					.getAnimations()
					.filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
					.map((animation) => animation.finished.catch(() => undefined))
			)
		);
	}
}

/** The part of `parts` that holds the element axe names with `target`. */
async function partOf(page: Page, parts: readonly EditorPart[], target: Target): Promise<EditorPart> {
	const [first, inner] = target.map(String);
	const inCanvas = inner !== undefined;
	const candidates = parts.filter((part) => Boolean(part.inCanvas) === inCanvas);
	if (candidates.length > 1) {
		const element = inCanvas ? page.frameLocator(first!).locator(inner) : page.locator(first!);
		for (const part of candidates) {
			if (await element.evaluate((node, selector) => Boolean(node.closest(selector)), part.selector)) {
				return part;
			}
		}
	}
	// Only one part could hold it (or its element has gone since): the first of them.
	return candidates[0] ?? parts[0]!;
}

/**
 * Scans parts of the editor (each must be visible) in one run of axe, and reports the serious
 * or critical violations of each under its name, as soft failures: a test scanning many parts
 * lists every part that fails, not only the first.
 */
export async function expectNoSeriousAxeViolationsInEditor(
	page: Page,
	...parts: readonly EditorPart[]
): Promise<void> {
	let builder = axeBuilder(page);
	for (const part of parts) {
		const root = part.inCanvas
			? page.frameLocator(EDITOR_CANVAS_FRAME).locator(part.selector)
			: page.locator(part.selector);
		await expect(root.first(), `${part.name} is shown`).toBeVisible();
		builder = builder.include(inFrame(part, part.selector));
		for (const excluded of part.exclude ?? []) {
			builder = builder.exclude(inFrame(part, excluded));
		}
	}
	await animationsFinished(page);
	const { violations } = await builder.analyze();
	const found = new Map<EditorPart, Set<Target>>(parts.map((part) => [part, new Set()]));
	for (const violation of violations.filter(({ impact }) => FAILING_IMPACTS.has(impact ?? ''))) {
		for (const { target } of violation.nodes) {
			found.get(await partOf(page, parts, target))!.add(target);
		}
	}
	for (const [part, targets] of found) {
		expect
			.soft(
				seriousViolations(violations, (target) => targets.has(target)),
				`axe found serious or critical violations in ${part.name}`
			)
			.toEqual([]);
	}
}
