import type { Browser, Page } from 'playwright-core';

import { openEditor, watchQuiet, type EditorAddress } from './editor-sample';

/** The part of the playground's `window.wp` this check uses. */
interface BlockTreeGlobals {
	readonly data: {
		select(store: 'core/block-editor'): { getBlocks(): readonly CheckedBlock[] };
	};
}

interface CheckedBlock {
	readonly name: string;
	readonly isValid: boolean;
	readonly innerBlocks: readonly CheckedBlock[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hosts off this machine the page and its frames ask anything of, from now on. */
function foreignHosts(page: Page): Set<string> {
	const hosts = new Set<string>();
	page.on('request', (request) => {
		const { protocol, hostname } = new URL(request.url());
		if ((protocol === 'http:' || protocol === 'https:') && !LOOPBACK.has(hostname)) {
			hosts.add(hostname);
		}
	});
	return hosts;
}

/**
 * Opens a post once, unmeasured, and reads its blocks as the editor parsed
 * them: how many there are, inner blocks included, and the names of those the
 * editor found invalid or did not know (`core/missing`), so a big post whose
 * markup went stale fails loudly instead of measuring an editor of errors; and
 * the hosts off this machine it asked anything of (a block's preview of a
 * third party's page), which the sandboxed machine cannot reach.
 */
export async function postProblems(
	browser: Browser,
	address: EditorAddress
): Promise<{
	readonly blocks: number;
	readonly invalid: readonly string[];
	readonly foreign: readonly string[];
}> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
	try {
		const page = await context.newPage();
		const foreign = foreignHosts(page);
		const requests = watchQuiet(page);
		await openEditor(page, address);
		await requests.quiet();
		// No named function inside: the TypeScript loader would wrap it in a helper the page does not have.
		return await page
			.evaluate(() => {
				const { wp } = window as unknown as { wp: BlockTreeGlobals };
				const queue = [...wp.data.select('core/block-editor').getBlocks()];
				const invalid: string[] = [];
				let blocks = 0;
				for (let block = queue.shift(); block !== undefined; block = queue.shift()) {
					blocks += 1;
					queue.push(...block.innerBlocks);
					if (!block.isValid || block.name === 'core/missing') {
						invalid.push(block.name);
					}
				}
				return { blocks, invalid };
			})
			.then((found) => ({ ...found, foreign: [...foreign] }));
	} finally {
		await context.close();
	}
}
