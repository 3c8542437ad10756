import { join } from 'node:path';

import type { FileChooser, FrameLocator, Locator, Page } from '@playwright/test';

import { CONNECTED_SITE } from '../support/ai';
import { blocksSettled, insertableBlockyardBlocks } from '../support/blocks';
import type { PlaygroundEditor } from '../support/playground-editor';
import { test, expect } from '../support/test';

// Every Blockyard block a person can insert, used with the keyboard alone: inserted through the
// inserter's search, its placeholder filled and submitted with Enter, its toolbar reached with
// Alt+F10 and left with Escape, its settings reached with Tab, and saved with Ctrl+S. Popovers
// and menus its controls open close on Escape and give the focus back to the control that opened
// them.

/** A third-party page the embeds frame: out of reach here, so a tiny page of our own stands in. */
interface StandIn {
	readonly pattern: string;
	readonly title: string;
}

/** What a block's keyboard flow needs beyond the defaults. */
interface KeyboardFlow {
	/** The placeholder's field, reached with Tab, what is typed in it, and what shows once it is submitted with Enter. */
	readonly placeholder?: {
		readonly role: 'textbox' | 'combobox';
		readonly name: string;
		readonly text: string;
		/** The field's first suggestion, chosen with Enter before the form is submitted with Enter. */
		readonly option?: string;
		/** Whether Enter submits the field (a Markdown source takes Enter as a new line). */
		readonly submit?: boolean;
		readonly done: (canvas: FrameLocator) => Locator;
	};
	/** Images to upload through the placeholder's Upload, reached with Tab and pressed with Enter. */
	readonly upload?: {
		readonly files: readonly string[];
		readonly done: (canvas: FrameLocator) => Locator;
	};
	/** A placeholder's menu, and the item of it that opens a modal (both closed with Escape). */
	readonly placeholderMenu?: { readonly opener: string; readonly item: string; readonly modal: string };
	/** What the block does by itself once inserted, to wait for before its toolbar. */
	readonly settled?: (editor: PlaygroundEditor) => Promise<void>;
	/** A control of the block toolbar to reach with the arrow keys: the block's own, or Options. */
	readonly toolbarControl?: string;
	/** What that control opens (a menu by default), to close with Escape. */
	readonly toolbarPopover?: (page: Page) => Locator;
	/** A control of the block's settings in the sidebar to reach with Tab: the first one by default. */
	readonly sidebarControl?: string;
	readonly standIn?: StandIn;
}

const SAMPLES = join(import.meta.dirname, '../../tools/local-provider/fixtures/sample-media');
const IMAGES = ['harbour.png', 'meadow.png'].map((name) => join(SAMPLES, name));
/** The external media library's menu in an image placeholder, and its modal. */
const EXTERNAL_MEDIA = { opener: 'Select Images', item: 'Openverse', modal: 'Select media' } as const;

const FLOWS: Readonly<Record<string, KeyboardFlow>> = {
	'blockyard/ad': { toolbarControl: 'Pick an ad format' },
	'blockyard/ai-assistant': {
		placeholder: {
			role: 'textbox',
			name: 'AI Assistant prompt',
			text: 'Write about bees',
			done: (canvas) => canvas.getByText('You asked: “Write about bees”'),
		},
		// The reply streams in, and is stored in the block once it is whole.
		settled: async (editor) => {
			await expect.poll(async () => /"content":"[^"]/.test(await editor.serializedPost())).toBe(true);
		},
		toolbarControl: 'Write with AI…',
	},
	'blockyard/business-hours': {},
	'blockyard/calendly': {
		placeholder: {
			role: 'textbox',
			name: 'Calendly web address or embed code',
			text: 'https://calendly.com/team/30min',
			done: (canvas) => canvas.locator('.wp-block-blockyard-calendly iframe'),
		},
		toolbarControl: 'Edit',
		standIn: { pattern: 'https://calendly.com/**', title: 'Booking' },
	},
	'blockyard/contact-form': {},
	'blockyard/contact-info': {},
	'blockyard/donations': { toolbarControl: 'Change currency' },
	'blockyard/eventbrite': {
		placeholder: {
			role: 'textbox',
			name: 'Eventbrite event URL',
			text: 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012',
			done: (canvas) => canvas.locator('.wp-block-blockyard-eventbrite iframe'),
		},
		toolbarControl: 'Edit URL',
		standIn: { pattern: 'https://www.eventbrite.com/**', title: 'Checkout' },
	},
	'blockyard/gif': {
		placeholder: {
			role: 'textbox',
			name: 'Search for a term or paste a Giphy URL',
			text: 'https://giphy.com/gifs/happy-bouncingball',
			done: (canvas) => canvas.getByRole('img', { name: 'Bouncing ball' }),
		},
	},
	'blockyard/google-calendar': {
		placeholder: {
			role: 'textbox',
			name: 'Google Calendar public URL or embed code',
			text: 'https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ',
			done: (canvas) => canvas.locator('.wp-block-blockyard-google-calendar iframe'),
		},
		standIn: { pattern: 'https://calendar.google.com/**', title: 'Calendar' },
	},
	'blockyard/instagram-gallery': {},
	'blockyard/mailchimp': {},
	'blockyard/map': {
		toolbarControl: 'Add a marker',
		toolbarPopover: (page) => page.getByRole('combobox', { name: 'Add a location' }),
	},
	'blockyard/markdown': {
		placeholder: {
			role: 'textbox',
			name: 'Markdown source',
			text: '# Opening hours',
			submit: false,
			done: (canvas) => canvas.getByRole('textbox', { name: 'Markdown source' }),
		},
	},
	'blockyard/opentable': {
		placeholder: {
			role: 'combobox',
			name: 'Restaurants',
			text: 'Pizza',
			option: 'Pizza Palace (#1005)',
			done: (canvas) => canvas.locator('.wp-block-blockyard-opentable iframe'),
		},
		standIn: { pattern: 'https://www.opentable.com/**', title: 'Reservations' },
	},
	'blockyard/payment-button': {
		// The product is created as a draft as soon as the block is added: the block keeps its id.
		settled: async (editor) => {
			await expect.poll(async () => /"productId":\d+/.test(await editor.serializedPost())).toBe(true);
		},
	},
	'blockyard/pinterest': {
		placeholder: {
			role: 'textbox',
			name: 'Pinterest URL',
			text: 'https://www.pinterest.com/pin/99360735500167749/',
			done: (canvas) => canvas.locator('.wp-block-blockyard-pinterest iframe'),
		},
		toolbarControl: 'Edit URL',
		standIn: { pattern: 'https://assets.pinterest.com/**', title: 'Pin' },
	},
	'blockyard/related-posts': { toolbarControl: 'List view' },
	'blockyard/repeat-visitor': {},
	'blockyard/slideshow': {
		upload: { files: IMAGES, done: (canvas) => canvas.getByRole('region', { name: 'Slideshow' }) },
		placeholderMenu: EXTERNAL_MEDIA,
	},
	'blockyard/star-rating': { toolbarControl: 'Align text', sidebarControl: 'Highest rating' },
	'blockyard/tiled-gallery': {
		upload: {
			files: IMAGES,
			done: (canvas) => canvas.locator('.wp-block-blockyard-tiled-gallery__item img').first(),
		},
		placeholderMenu: EXTERNAL_MEDIA,
	},
	'blockyard/video': {},
};

/**
 * The focused element, followed into the canvas; `null` when the focus rests on a page's body
 * (lost). Marks it with `data-keyboard-was-focused` when asked, to tell when the focus moves on.
 */
function focusedElement(mark: boolean): boolean {
	let doc: Document = document;
	for (;;) {
		const active = doc.activeElement;
		if (active === null || active === doc.body) {
			return false;
		}
		if (active instanceof HTMLIFrameElement && active.contentDocument) {
			doc = active.contentDocument;
			continue;
		}
		if (mark) {
			active.setAttribute('data-keyboard-was-focused', '');
		}
		return !active.hasAttribute('data-keyboard-was-focused');
	}
}

/** Whether the focus, followed into the canvas, is somewhere other than a page's body. */
const focusIsKept = (page: Page) =>
	page.evaluate(() => {
		let doc: Document = document;
		while (doc.activeElement instanceof HTMLIFrameElement && doc.activeElement.contentDocument) {
			doc = doc.activeElement.contentDocument;
		}
		return doc.activeElement !== null && doc.activeElement !== doc.body;
	});

/** Presses a key and checks that, once the editor has answered, the focus is still somewhere. */
async function press(page: Page, key: string): Promise<void> {
	await page.keyboard.press(key);
	await expect.poll(() => focusIsKept(page), { message: `the focus is kept after ${key}` }).toBe(true);
}

/** Presses a key that moves the focus, and waits until it has left the element it was on. */
async function pressToMoveFocus(page: Page, key: string): Promise<void> {
	await page.evaluate(focusedElement, true);
	await page.keyboard.press(key);
	await expect
		.poll(() => page.evaluate(focusedElement, false), { message: `the focus moves on with ${key}` })
		.toBe(true);
	await page.evaluate(() => {
		const clear = (doc: Document) => {
			doc.querySelectorAll('[data-keyboard-was-focused]').forEach((element) => {
				element.removeAttribute('data-keyboard-was-focused');
			});
			doc.querySelectorAll('iframe').forEach(
				(frame) => frame.contentDocument && clear(frame.contentDocument)
			);
		};
		clear(document);
	});
}

const isFocused = (target: Locator) =>
	target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses `key` until `target` has the focus, at most `limit` times. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 12): Promise<void> {
	await expect(target).toBeVisible();
	for (let step = 0; step < limit && !(await isFocused(target)); step += 1) {
		await pressToMoveFocus(page, key);
	}
	await expect(target).toBeFocused();
}

/**
 * Does `attempt` again when it fails, at most `times` times in all: a key a person would press
 * again because the page missed it the first time.
 */
async function pressAgainIfMissed<T>(times: number, attempt: () => Promise<T>): Promise<T> {
	for (let made = 1; ; made += 1) {
		try {
			return await attempt();
		} catch (error) {
			if (made === times) {
				throw error;
			}
		}
	}
}

/**
 * Alt+F10 from the block: the focus goes to its toolbar. While the author types, Gutenberg hides
 * the toolbar; Alt+F10 shows it and asks it to take the focus once it mounts, a request any other
 * render of the toolbar's popover in between forgets (the toolbar then shows without the focus, as
 * under a busy machine in CI). A person presses again, and so does this, at most three times: a press
 * that meets the toolbar already shown focuses it at once.
 */
const focusToolbar = (page: Page, toolbar: Locator): Promise<void> =>
	pressAgainIfMissed(3, async () => {
		await press(page, 'Alt+F10');
		await expect.poll(() => focusIsIn(toolbar), { timeout: 3000 }).toBe(true);
	});

/**
 * Enter on the focused upload button: the browser's file chooser. Chromium now and then opens a
 * chooser from inside the editor's canvas (an iframe) without telling Playwright, which then never
 * sees it; the person would press Enter again, and so does this, at most three times.
 */
const openFileChooser = (page: Page): Promise<FileChooser> =>
	pressAgainIfMissed(3, async () => {
		const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
		await page.keyboard.press('Enter');
		return chooser;
	});

/** Whether the focus is inside `container` (a menu, a popover, a dialog). */
const focusIsIn = (container: Locator) =>
	container.evaluate((element) => element.contains(element.ownerDocument.activeElement));

/** Step 1: Tab to the inserter's toggle, search for the block, Tab to it and press Enter. */
async function insertWithKeyboard(page: Page, title: string): Promise<void> {
	const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
	// From the page's start, the first stop is the inserter's toggle.
	await page.keyboard.press('Tab');
	await expect(toggle).toBeFocused();
	await press(page, 'Enter');
	// The inserter opens with the focus on its first tab.
	await expect.poll(() => focusIsIn(page.getByRole('region', { name: 'Block Library' }))).toBe(true);
	const search = page.getByRole('searchbox', { name: 'Search' });
	await pressUntilFocused(page, 'Tab', search, 3);
	await page.keyboard.type(title);
	// The results replace the block categories a moment after typing.
	await expect(page.locator('.block-editor-inserter__block-list')).toHaveCount(0);
	await pressUntilFocused(page, 'Tab', page.getByRole('option', { name: title, exact: true }), 4);
	await press(page, 'Enter');
}

async function keyboardFlow(editor: PlaygroundEditor, page: Page, name: string, flow: KeyboardFlow) {
	if (flow.standIn) {
		const { pattern, title } = flow.standIn;
		await page.route(pattern, (route) =>
			route.fulfill({
				contentType: 'text/html',
				body: `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`,
			})
		);
	}
	await editor.open(undefined, CONNECTED_SITE);
	const block = (await insertableBlockyardBlocks(page)).find((type) => type.name === name);
	if (block === undefined) {
		throw new Error(`${name} is not in the inserter`);
	}
	const canvas = editor.canvas();
	const element = canvas.locator(`[data-type="${name}"]`).first();

	await test.step('insert it through the inserter’s search', async () => {
		await insertWithKeyboard(page, block.title);
		await expect(element).toBeVisible();
		await expect.poll(() => focusIsIn(element)).toBe(true);
	});

	const { placeholder } = flow;
	if (placeholder) {
		await test.step('fill its placeholder and submit it with Enter', async () => {
			const field = canvas.getByRole(placeholder.role, { name: placeholder.name });
			await pressUntilFocused(page, 'Tab', field);
			await page.keyboard.type(placeholder.text);
			if (placeholder.option !== undefined) {
				const option = canvas.getByRole('option', { name: placeholder.option });
				await expect(option).toBeVisible();
				await press(page, 'Enter');
				await expect(canvas.getByText(placeholder.option).first()).toBeVisible();
			}
			if (placeholder.submit !== false) {
				await press(page, 'Enter');
			}
			await expect(placeholder.done(canvas)).toBeVisible();
		});
	}

	const { placeholderMenu, upload } = flow;
	if (placeholderMenu) {
		await test.step('open its placeholder’s menu and modal, and close each with Escape', async () => {
			const opener = canvas.getByRole('button', { name: placeholderMenu.opener });
			await pressUntilFocused(page, 'Tab', opener);
			await press(page, 'Enter');
			const item = page.getByRole('menuitem', { name: placeholderMenu.item });
			await expect(item).toBeVisible();
			await expect.poll(() => focusIsIn(page.getByRole('menu'))).toBe(true);
			await press(page, 'Escape');
			await expect(item).toBeHidden();
			await expect(opener).toBeFocused();

			await press(page, 'Enter');
			await expect.poll(() => focusIsIn(page.getByRole('menu'))).toBe(true);
			await pressUntilFocused(page, 'ArrowDown', item);
			await press(page, 'Enter');
			const modal = page.getByRole('dialog', { name: placeholderMenu.modal });
			await expect(modal).toBeVisible();
			await expect.poll(() => focusIsIn(modal)).toBe(true);
			await press(page, 'Escape');
			await expect(modal).toBeHidden();
			await expect(opener).toBeFocused();
		});
	}
	if (upload) {
		await test.step('upload images through its placeholder', async () => {
			const button = canvas.getByRole('button', { name: 'Upload', exact: true });
			// Upload comes before the menu's opener, where the focus is after the menu step.
			await pressUntilFocused(page, placeholderMenu ? 'Shift+Tab' : 'Tab', button);
			// Enter opens the browser's file chooser, where the person picks the files.
			await (await openFileChooser(page)).setFiles([...upload.files]);
			await expect(upload.done(canvas)).toBeVisible();
			// Once uploaded, no image is a temporary address any more.
			await expect(element.locator('img[src^="blob:"]')).toHaveCount(0);
			await expect(element.locator('.is-uploading')).toHaveCount(0);
		});
	}

	await flow.settled?.(editor);
	await blocksSettled(page);
	await test.step('reach a control of its toolbar with Alt+F10 and leave it with Escape', async () => {
		await expect.poll(() => focusIsIn(element)).toBe(true);
		const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
		await focusToolbar(page, toolbar);
		const control = toolbar.getByRole('button', { name: flow.toolbarControl ?? 'Options', exact: true });
		await pressUntilFocused(page, 'ArrowRight', control);
		// What the control opens closes on Escape, and the focus goes back to the control.
		if (
			flow.toolbarControl === undefined ||
			flow.toolbarPopover !== undefined ||
			(await control.getAttribute('aria-haspopup')) !== null
		) {
			// A control waits while its block works (the AI Assistant's menu while its reply
			// streams in), as a person would.
			await expect(control).toBeEnabled();
			await press(page, 'Enter');
			const popover = (flow.toolbarPopover ?? ((p: Page) => p.getByRole('menu')))(page);
			await expect(popover).toBeVisible();
			await expect.poll(() => focusIsIn(popover)).toBe(true);
			await press(page, 'Escape');
			await expect(popover).toBeHidden();
			await expect(control).toBeFocused();
		}
		await press(page, 'Escape');
		await expect.poll(() => focusIsIn(element)).toBe(true);
	});

	await test.step('reach its settings in the sidebar with Tab', async () => {
		const inspector = page.locator('.block-editor-block-inspector');
		await expect(inspector).toBeVisible();
		const target = flow.sidebarControl
			? inspector.getByLabel(flow.sidebarControl, { exact: true }).first()
			: inspector.locator('button, input, select, textarea, [tabindex="0"]').first();
		await pressUntilFocused(page, 'Tab', target, 40);
	});

	// That what is saved loads valid again is each block's own spec's round trip: here, the
	// keyboard's save stores the post with the block in it.
	await test.step('save with Ctrl+S', async () => {
		await press(page, 'Control+s');
		await expect(editor.saveStatus()).toHaveText('Saved');
		const stored = await editor.storedContent();
		expect(stored).toContain(`<!-- wp:${name}`);
		await editor.expectAllBlocksValid();
	});
}

test.describe('Keyboard only', () => {
	test('every insertable Blockyard block has a keyboard flow here', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		const names = (await insertableBlockyardBlocks(page)).map(({ name }) => name).sort();
		expect(names.length).toBeGreaterThan(0);
		expect(names).toEqual(Object.keys(FLOWS).sort());
	});

	for (const [name, flow] of Object.entries(FLOWS)) {
		test(`${name}: inserted, filled, its toolbar and settings reached, saved, all with the keyboard`, async ({
			editor,
			page,
		}) => {
			await keyboardFlow(editor, page, name, flow);
		});
	}
});
