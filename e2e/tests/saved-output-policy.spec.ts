import type { APIRequestContext, Page, Request } from '@playwright/test';

import type { PlaygroundEditor } from '../support/playground-editor';
import { png } from '../support/png';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

// The saved-output policy (docs/security.md): attribute values set by something other than the
// block's own controls (a plugin, an import, a REST client) never become a live script or a
// fetch from another host on the visitor's page.

/** The host every hostile value points at; nothing may ask it for anything. */
const EVIL_HOST = 'evil.example';
/** Each would set `window.xss` if it ran. */
const SCRIPT = 'javascript:window.xss=1';

/** A file uploaded to the provider's media library, as an editor's upload would be: its address. */
async function upload(
	request: APIRequestContext,
	file: { name: string; mimeType: string; buffer: Buffer }
): Promise<string> {
	const uploaded = await request.post(`${providerUrl()}wp-json/wp/v2/media`, {
		multipart: { file },
		headers: providerNonceHeader(),
	});
	expect(uploaded.ok()).toBe(true);
	return ((await uploaded.json()) as { source_url: string }).source_url;
}

/**
 * The hostile host is out of reach; in the editor, which shows what the attributes hold, a
 * stand-in answers for it (so the page logs no failed load). What the visitor's page asks of
 * it is what the tests count.
 */
async function standInForEvilHost(page: Page): Promise<void> {
	await page.route(`**://${EVIL_HOST}/**`, (route) => route.fulfill({ status: 204 }));
}

/** The slice of `window.wp` this spec uses beyond e2e/support/wp-global.d.ts. */
interface WpForPolicy {
	data: {
		select(store: 'core/block-editor'): { getBlocks(): BlockyardE2EBlock[] };
		dispatch(store: 'core/block-editor'): {
			updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
		};
	};
}

/**
 * Sets attributes of the first block named `name` (nested ones too), as a plugin or a script
 * in the editor would: not through the block's controls, which would refuse them.
 */
async function setAttributes(page: Page, name: string, attributes: Record<string, unknown>): Promise<void> {
	await page.evaluate(
		([blockName, values]) => {
			const { data } = (window as unknown as { wp: WpForPolicy }).wp;
			const flat = (blocks: BlockyardE2EBlock[]): BlockyardE2EBlock[] =>
				blocks.flatMap((block) => [block, ...flat(block.innerBlocks)]);
			const block = flat(data.select('core/block-editor').getBlocks()).find(
				(candidate) => candidate.name === blockName
			);
			if (!block) {
				throw new Error(`No ${blockName} block`);
			}
			data.dispatch('core/block-editor').updateBlockAttributes(block.clientId, values);
		},
		[name, attributes] as const
	);
}

/** Waits until the block has made its button child (which it keeps in step with its address). */
async function buttonChild(page: Page): Promise<void> {
	await page.waitForFunction(() => {
		const flat = (blocks: BlockyardE2EBlock[]): BlockyardE2EBlock[] =>
			blocks.flatMap((block) => [block, ...flat(block.innerBlocks)]);
		return flat(window.wp.data.select('core/block-editor').getBlocks()).some(
			(block) => block.name === 'blockyard/button'
		);
	});
}

/** Saves, reloads, finds every block valid, and opens the visitor's page of the post. */
async function saveAndVisit(editor: PlaygroundEditor, page: Page): Promise<string[]> {
	await editor.saveAndReload();
	await editor.expectAllBlocksValid();
	// The editor shows what the attributes hold (and may still be loading a block's edit), so it
	// is left before counting: only the visitor's page is counted.
	await page.goto('about:blank');
	const asked: string[] = [];
	page.on('request', (request: Request) => {
		if (new URL(request.url()).hostname.endsWith(EVIL_HOST)) {
			asked.push(request.url());
		}
	});
	page.on('dialog', (dialog) => {
		asked.push(`dialog: ${dialog.message()}`);
		void dialog.dismiss();
	});
	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
	return asked;
}

/** What in the post's markup could run a script or fetch from elsewhere, as readable lines. */
async function liveParts(page: Page): Promise<string[]> {
	return page
		.locator('.entry-content, main, body')
		.first()
		.evaluate((root) => {
			const found: string[] = [];
			for (const element of root.querySelectorAll('*')) {
				for (const { name, value } of element.attributes) {
					if (name.startsWith('on') || name === 'srcdoc') {
						found.push(`${element.localName}[${name}]`);
					}
					if (['href', 'src', 'poster', 'action', 'formaction'].includes(name)) {
						const protocol = new URL(value, document.baseURI).protocol;
						if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) {
							found.push(`${element.localName}[${name}=${value}]`);
						}
					}
					if (name === 'style' && /url\(|evil/i.test(value)) {
						found.push(`${element.localName}[style=${value}]`);
					}
				}
			}
			return found;
		});
}

/** Clicks every link in `selector` and gives a script that ran the time to show. */
async function clickEveryLink(page: Page, selector: string): Promise<void> {
	const links = page.locator(`${selector} a`);
	for (let index = 0; index < (await links.count()); index++) {
		await links.nth(index).click();
	}
	expect(await page.evaluate(() => (window as unknown as { xss?: unknown }).xss)).toBeUndefined();
}

test.describe('The saved-output policy on the visitor’s page', () => {
	test('an Eventbrite button in a modal whose address is a script saves no live link', async ({
		editor,
		page,
	}) => {
		await standInForEvilHost(page);
		await editor.open();
		await editor.insertBlock('Eventbrite Checkout');
		await setAttributes(page, 'blockyard/eventbrite', {
			url: 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012',
			eventId: 123456789012,
			style: 'modal',
		});
		// The block gives its button child the address, as it does for an event's page.
		await buttonChild(page);
		await setAttributes(page, 'blockyard/eventbrite', { url: SCRIPT });
		await setAttributes(page, 'blockyard/button', {
			url: `https://calendly.com@${EVIL_HOST}/x`,
			width: `10px;background-image:url(https://${EVIL_HOST}/w.png)`,
			customGradient: `url(https://${EVIL_HOST}/g.png)`,
		});

		const asked = await saveAndVisit(editor, page);
		// The button is there, as its text; only its address and its styles are not.
		const button = page.locator('.wp-block-blockyard-eventbrite .wp-block-blockyard-button__element');
		await expect(button).toHaveText('Register');
		await expect(button).not.toHaveAttribute('href');
		expect(await liveParts(page)).toEqual([]);
		await clickEveryLink(page, '.wp-block-blockyard-eventbrite');
		expect(asked).toEqual([]);
	});

	test('a Calendly link whose address is a script saves no live link', async ({ editor, page }) => {
		await editor.open();
		await editor.insertBlock('Calendly');
		await setAttributes(page, 'blockyard/calendly', {
			url: 'https://calendly.com/team/30min',
			style: 'link',
		});
		await buttonChild(page);
		await setAttributes(page, 'blockyard/calendly', { url: SCRIPT });

		const asked = await saveAndVisit(editor, page);
		const button = page.locator('.wp-block-blockyard-calendly .wp-block-blockyard-button__element');
		await expect(button).toHaveCount(1);
		await expect(button).not.toHaveAttribute('href');
		expect(await liveParts(page)).toEqual([]);
		await clickEveryLink(page, '.wp-block-blockyard-calendly');
		expect(asked).toEqual([]);
	});

	test('a tiled gallery keeps its image but not a link or a file that is a script or a foreign host', async ({
		editor,
		page,
	}) => {
		await standInForEvilHost(page);
		const harbour = await upload(page.request, png('harbour.png', [40, 90, 140]));
		await editor.open();
		await editor.insertBlock('Tiled Gallery');
		await setAttributes(page, 'blockyard/tiled-gallery', {
			linkTo: 'attachment',
			images: [
				{ id: 1, url: harbour, link: SCRIPT, alt: 'Harbour' },
				{ id: 2, url: `//${EVIL_HOST}/x.png`, link: '/harbour/', alt: 'Elsewhere' },
				{ id: 3, url: 'data:text/html,<script>window.xss=1</script>', alt: 'Data' },
			],
		});
		// The gallery's edit has loaded and laid the images out before the post is saved.
		await expect(editor.canvas().locator('.wp-block-blockyard-tiled-gallery img').first()).toBeVisible();

		const asked = await saveAndVisit(editor, page);
		const gallery = page.locator('.wp-block-blockyard-tiled-gallery');
		await expect(gallery.getByRole('img', { name: 'Harbour' })).toHaveCount(1);
		await expect(gallery.getByRole('img')).toHaveCount(1);
		expect(await liveParts(page)).toEqual([]);
		await clickEveryLink(page, '.wp-block-blockyard-tiled-gallery');
		expect(asked).toEqual([]);
	});

	test('a video’s width, file and poster that reach for another host are not saved', async ({
		editor,
		page,
	}) => {
		await standInForEvilHost(page);
		const video = await upload(page.request, {
			name: 'harbour.mp4',
			mimeType: 'video/mp4',
			buffer: Buffer.from('not really a video'),
		});
		await editor.open();
		await editor.insertBlock('VideoPress');
		await setAttributes(page, 'blockyard/video', {
			src: video,
			poster: `https://user@${EVIL_HOST}/poster.png`,
			maxWidth: `1px;background:url(//${EVIL_HOST}/mw)`,
			videoPressTracks: [{ src: SCRIPT, kind: 'subtitles', srcLang: 'en', label: 'English' }],
		});

		const asked = await saveAndVisit(editor, page);
		await expect(page.locator('.wp-block-blockyard-video video')).toHaveCount(1);
		expect(await liveParts(page)).toEqual([]);
		expect(asked).toEqual([]);
	});
});
