import { replyToAiQueries, runTextBlockAiSubmenuAction } from '../../support/ai';
import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

// The AI assistant inside real WordPress (6.5 and the newest), against the scripts WordPress
// ships: the paragraph's AI dropdown streams a correction from the local provider, reviewed
// change by change (one rejected, the rest accepted) into blocks, one undo brings the paragraph
// back; a change of tone of the paragraph is reviewed too, and the post saves and reloads valid.
// `blockyard_e2e_connected` (e2e/wordpress/mu-plugins) makes the user count as connected.
test('corrects a paragraph and changes its tone with the AI dropdown, each reviewed change by change, one undo restoring it, saves valid', async ({
	wp,
	page,
	providerUrl,
}) => {
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertParagraph('Teh cat sat on teh mat.');
	await wp.canvas().getByText('Teh cat sat on teh mat.').click();

	const query = page.waitForRequest(
		(request) => request.url().startsWith(providerUrl) && request.url().includes('jetpack-ai-query')
	);
	await page
		.getByRole('toolbar', { name: 'Block tools' })
		.getByRole('button', { name: 'AI Assistant' })
		.click();
	await page.getByRole('menuitem', { name: 'Correct spelling and grammar' }).click();
	await query;

	// The correction is reviewed against the paragraph: "the" for "teh" is rejected, the rest accepted.
	const status = wp.canvas().locator('.blockyard-ai-review__status');
	await expect(status).toContainText('2 changes to review.');
	await wp.canvas().getByRole('button', { name: 'Next change', exact: true }).click();
	await expect(status).toContainText('Change 2 of 2: Replaces “teh” with “the”.');
	await wp.canvas().getByRole('button', { name: 'Reject change', exact: true }).click();
	await wp.canvas().getByRole('button', { name: 'Accept the rest', exact: true }).click();
	await expect(wp.canvas().getByText('The cat sat on teh mat.')).toBeVisible();

	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	expect((await wp.blocks()).map((block) => block.name)).toEqual(['core/paragraph']);
	await expect(wp.canvas().getByText('Teh cat sat on teh mat.')).toBeVisible();

	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect(wp.canvas().getByText('The cat sat on teh mat.')).toBeVisible();
	// A change of tone of the same paragraph, reviewed the same way. The offline engine does not
	// rewrite tone: the model's reply is given here.
	const reply = 'The cat sat happily on the mat.';
	await replyToAiQueries(
		page,
		reply,
		(url) => url.href.startsWith(providerUrl) && url.href.includes('jetpack-ai-query')
	);
	await wp.canvas().getByText('The cat sat on teh mat.').click();
	await runTextBlockAiSubmenuAction(page, 'Change tone', 'Informal');
	await expect(status).toContainText('2 changes to review.');
	await expect(status).toContainText('Change 1 of 2: Adds “happily”.');
	await wp.canvas().getByRole('button', { name: 'Reject change', exact: true }).click();
	await wp.canvas().getByRole('button', { name: 'Accept the rest', exact: true }).click();
	await expect(wp.canvas().getByText('The cat sat on the mat.')).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(wp.canvas().getByText('The cat sat on teh mat.')).toBeVisible();

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain('The cat sat on teh mat.');
});

test('the AI Assistant block streams a reply and accepts it as blocks', async ({ wp }) => {
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertBlock('AI Assistant');
	const prompt = wp.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
	await prompt.fill('Write about bees');
	await prompt.press('Enter');
	await expect(wp.canvas().locator('.blockyard-ai-assistant__content')).toContainText(
		'You asked: “Write about bees”'
	);
	await wp.canvas().getByRole('button', { name: 'Accept', exact: true }).click();
	expect((await wp.blocks()).map((block) => block.name)).toEqual(['core/paragraph', 'core/paragraph']);
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
});

// `blockyard_e2e_simple_site` (e2e/wordpress/mu-plugins) makes the page state a simple site
// with the site id 1: its token comes from the platform's path for that id, and its users
// count as connected.
test('on a simple site, the AI token comes from the platform under the site id', async ({ wp, page }) => {
	await wp.openNewPost('blockyard_e2e_simple_site=1');
	const state = await page.evaluate(
		() => (window as unknown as { blockyardPageState: unknown }).blockyardPageState
	);
	expect(state).toMatchObject({ siteType: 'simple', siteId: 1 });

	const tokenPaths: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('jwt')) {
			tokenPaths.push(new URL(request.url()).pathname);
		}
	});
	await wp.insertBlock('AI Assistant');
	const prompt = wp.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
	await prompt.fill('Write about kites');
	await prompt.press('Enter');
	await expect(wp.canvas().locator('.blockyard-ai-assistant__content')).toContainText(
		'You asked: “Write about kites”'
	);
	expect(tokenPaths).toEqual(['/wp-json/wpcom/v2/sites/1/jetpack-openai-query/jwt']);
});

// The site's saved prompts (includes/ai-prompts.php): an author saves a shared prompt from the
// AI block of her post; an editor runs it on a paragraph of another post from the paragraph's
// AI Assistant menu, reviews the reply and accepts it.
test('a prompt an author saves and shares, an editor runs on a paragraph of another post', async ({
	wp,
	page,
	siteUrl,
	providerUrl,
}) => {
	test.setTimeout(120_000);
	const text = 'Rewrite this in a warmer tone, and keep it short.';
	await logInAs(page, siteUrl, 'author', 'password');
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertBlock('AI Assistant');
	await wp.canvas().getByRole('textbox', { name: 'AI Assistant prompt' }).fill(text);
	await wp.canvas().getByRole('button', { name: 'Saved prompts', exact: true }).click();
	await page.getByRole('menuitem', { name: 'Save this prompt…' }).click();
	const form = page.getByRole('dialog', { name: 'Save prompt' });
	await form.getByRole('textbox', { name: 'Name' }).fill('Warmer');
	await form.getByRole('checkbox', { name: 'Paragraphs' }).check();
	await form.getByRole('radio', { name: 'All the site’s authors' }).check();
	await form.getByRole('button', { name: 'Save', exact: true }).click();
	await expect(form).toBeHidden();

	await logInAs(page, siteUrl, 'editor', 'password');
	const reply = 'Hello friends, we would love to see you soon!';
	await replyToAiQueries(
		page,
		reply,
		(url) => url.href.startsWith(providerUrl) && url.href.includes('jetpack-ai-query')
	);
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertParagraph('Dear guests, we expect your attendance.');
	await wp.canvas().getByText('Dear guests, we expect your attendance.').click();
	const query = page.waitForRequest(
		(request) => request.url().startsWith(providerUrl) && request.url().includes('jetpack-ai-query')
	);
	await runTextBlockAiSubmenuAction(page, 'Saved prompts', 'Warmer');
	const sent = (await query).postData() ?? '';
	expect(sent).toContain(text);
	expect(sent).toContain('Dear guests, we expect your attendance.');

	await expect(wp.canvas().locator('.blockyard-ai-review__status')).toContainText('to review.');
	await wp.canvas().getByRole('button', { name: 'Accept all', exact: true }).click();
	await expect(wp.canvas().getByText(reply)).toBeVisible();
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain(reply);
});
