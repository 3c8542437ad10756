import type { Dialog, FrameLocator, Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

/** The attempts the XSS source makes; each would set `window.xss` or open a dialog if it ran. */
const XSS_SOURCE = [
	'# Harmless heading',
	'',
	'<script>window.xss = "script"</script>',
	'<img src="x" onerror="window.xss = \'img\'">',
	'[javascript link](javascript:window.xss="link")',
	'[data link](data:text/html,<script>alert(1)</script>)',
	'<a href="vbscript:msgbox(1)">vbscript link</a>',
	'<iframe src="https://evil.example/"></iframe>',
	'<iframe srcdoc="<script>parent.xss = \'srcdoc\'</script>"></iframe>',
	'<svg><script>window.xss = "svg"</script></svg>',
	'<form action="https://evil.example/"><input name="password"><button>Log in</button></form>',
	'<style>body { display: none }</style>',
	'<p style="position:fixed;inset:0" onmouseover="window.xss = \'hover\'">Styled</p>',
	'<details open ontoggle="window.xss = \'toggle\'"><summary>Details</summary>x</details>',
	// Last: its unclosed <style> swallows what follows it, which the sanitiser then drops.
	'<math><mtext><table><mglyph><style><img src=x onerror="window.xss=\'mxss\'">',
].join('\n\n');

/** Everything inside the block that could run code, post a form, restyle the page or frame a site. */
async function executableParts(root: ReturnType<FrameLocator['locator']> | ReturnType<Page['locator']>) {
	return root.evaluate((block) => {
		const found: string[] = [];
		const banned = new Set([
			'script',
			'style',
			'form',
			'input',
			'button',
			'textarea',
			'select',
			'object',
			'embed',
			'svg',
			'math',
			'link',
			'meta',
			'base',
		]);
		for (const element of block.querySelectorAll('*')) {
			const tag = element.localName;
			if (banned.has(tag)) {
				found.push(`<${tag}>`);
			}
			if (tag === 'iframe') {
				found.push(`iframe ${element.getAttribute('src') ?? element.getAttribute('srcdoc') ?? ''}`);
			}
			for (const { name, value } of element.attributes) {
				if (name.startsWith('on') || name === 'style' || name === 'srcdoc') {
					found.push(`${tag}[${name}]`);
				}
				if (['href', 'src', 'action', 'formaction'].includes(name)) {
					const protocol = new URL(value, document.baseURI).protocol;
					if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) {
						found.push(`${tag}[${name}=${value}]`);
					}
				}
			}
		}
		return found;
	});
}

// blockyard/markdown (packages/content), as an editor and as a visitor.
test.describe('Markdown', () => {
	test('writes markdown, previews it, asks before leaving by a link, saves, reloads valid and shows it to visitors', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Markdown');
		const canvas = editor.canvas();
		const source = canvas.getByRole('textbox', { name: 'Markdown source' });
		await expect(source).toBeFocused();
		await expect(source).toHaveAttribute('placeholder', 'Write your _Markdown_ **here**…');

		const visitorPage = `${playgroundUrl()}preview.html?post=${editor.postId}`;
		await source.pressSequentially('# Opening hours\n\n');
		await source.press('End');
		await page.keyboard.insertText(
			[
				'We are open **every day**, see [the published page](' + visitorPage + ').',
				'',
				'- Coffee',
				'- Tea',
				'',
				'| Day | Hours |',
				'| --- | ----- |',
				'| Mon | 9-5 |',
				'',
				'```',
				'const open = true;',
				'```',
			].join('\n')
		);

		const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
		await editor.showBlockToolbar();
		await toolbar.getByRole('button', { name: 'Preview' }).click();
		const preview = canvas.locator('.wp-block-blockyard-markdown__preview');
		await expect(preview.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
		await expect(preview.locator('strong')).toHaveText('every day');
		await expect(preview.getByRole('listitem')).toHaveText(['Coffee', 'Tea']);
		await expect(preview.getByRole('cell', { name: '9-5' })).toBeVisible();
		await expect(preview.locator('pre code')).toHaveText('const open = true;');
		await expect(source).toHaveCount(0);

		// A link asks first; declined, the editor stays.
		const editorUrl = page.url();
		const declined = page.waitForEvent('dialog').then(async (dialog: Dialog) => {
			expect(dialog.type()).toBe('confirm');
			expect(dialog.message()).toBe('Are you sure you wish to leave this page?');
			await dialog.dismiss();
		});
		await preview.getByRole('link', { name: 'the published page' }).click();
		await declined;
		expect(page.url()).toBe(editorUrl);
		await expect(preview).toBeVisible();

		// Losing selection on the preview brings the source back next time.
		await page.evaluate(() =>
			(
				window as unknown as {
					wp: { data: { dispatch(store: string): { clearSelectedBlock(): void } } };
				}
			).wp.data
				.dispatch('core/block-editor')
				.clearSelectedBlock()
		);
		await expect(canvas.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
		await canvas.getByRole('heading', { level: 1, name: 'Opening hours' }).click();
		await expect(source).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/markdown {"source":"# Opening hours');
		expect(saved).toContain('<h1>Opening hours</h1>');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// Agreed, the link is followed: here, to the visitor's page.
		await canvas.getByRole('heading', { level: 1, name: 'Opening hours' }).click();
		await editor.showBlockToolbar();
		await toolbar.getByRole('button', { name: 'Preview' }).click();
		page.once('dialog', (dialog) => void dialog.accept());
		await preview.getByRole('link', { name: 'the published page' }).click();
		await page.waitForURL(visitorPage);

		const block = page.locator('.wp-block-blockyard-markdown');
		await expect(block.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
		await expect(block.getByRole('listitem')).toHaveText(['Coffee', 'Tea']);
		await expect(block.getByRole('cell', { name: '9-5' })).toBeVisible();
		await expect(block.getByRole('link', { name: 'the published page' })).toHaveAttribute(
			'href',
			visitorPage
		);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-markdown');
	});

	test('leaves nothing executable of an XSS source in the editor’s preview or on the visitor’s page', async ({
		editor,
		page,
	}) => {
		const dialogs: string[] = [];
		page.on('dialog', (dialog) => {
			dialogs.push(dialog.message());
			void dialog.dismiss();
		});
		await editor.open();

		// Backspace in an empty source removes the block.
		await editor.insertBlock('Markdown');
		const canvas = editor.canvas();
		const source = canvas.getByRole('textbox', { name: 'Markdown source' });
		await expect(source).toBeFocused();
		await source.press('Backspace');
		await expect(source).toHaveCount(0);
		// Gutenberg puts an empty paragraph in an editor left without blocks.
		expect((await editor.blocks()).map((block) => block.name)).not.toContain('blockyard/markdown');

		await editor.insertBlock('Markdown');
		await source.fill(XSS_SOURCE);
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'Preview' })
			.click();
		const preview = canvas.locator('.wp-block-blockyard-markdown__preview');
		await expect(preview.getByRole('heading', { name: 'Harmless heading' })).toBeVisible();
		await expect(preview.getByText('javascript link')).toBeVisible();
		await expect(preview.getByRole('link', { name: 'javascript link' })).toHaveCount(0);
		expect(await executableParts(preview)).toEqual([]);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const stored = await editor.storedContent();
		// The source (in the block comment) keeps what was written; the saved HTML none of it.
		const savedHtml = stored.slice(stored.indexOf('-->'));
		for (const danger of [
			'<script',
			'onerror',
			'javascript:',
			'data:',
			'vbscript:',
			'<iframe',
			'<form',
			'<style',
			'style=',
		]) {
			expect(savedHtml).not.toContain(danger);
		}

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-markdown');
		await expect(block.getByRole('heading', { name: 'Harmless heading' })).toBeVisible();
		await block.getByText('Styled').hover();
		await block.getByText('javascript link').click();
		expect(await executableParts(block)).toEqual([]);
		expect(await page.evaluate(() => (window as unknown as { xss?: string }).xss)).toBeUndefined();
		expect(dialogs).toEqual([]);
	});
});
