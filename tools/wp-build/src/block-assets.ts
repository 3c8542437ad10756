import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import rtlcss from 'rtlcss';

/**
 * A stylesheet for right-to-left pages, as WordPress's own `-rtl.css` files are made (rtlcss).
 * A declaration after a `rtl:ignore` comment stays as it is: an alignment the author chose
 * (`alignleft`, `has-text-align-right`) keeps its side, as in WordPress's block library.
 */
export const rightToLeftCss = (css: string): string => rtlcss.process(css);

/**
 * Copies each block folder's block.json and stylesheets next to the package's
 * WordPress script, with a right-to-left version of every stylesheet
 * (`style-rtl.css`), which `register_block_type()` picks up for RTL sites.
 * @returns the names of the block folders copied.
 */
export function copyBlockAssets(packageDir: string, outDir: string): string[] {
	const blocksDir = join(packageDir, 'src', 'blocks');
	if (!existsSync(blocksDir)) {
		return [];
	}
	const blocks = readdirSync(blocksDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'block.json')))
		.map((entry) => entry.name);

	for (const block of blocks) {
		const from = join(blocksDir, block);
		const to = join(outDir, 'blocks', block);
		mkdirSync(to, { recursive: true });
		copyFileSync(join(from, 'block.json'), join(to, 'block.json'));
		for (const file of readdirSync(from).filter((name) => name.endsWith('.css'))) {
			const css = readFileSync(join(from, file), 'utf8');
			writeFileSync(join(to, file), css);
			writeFileSync(join(to, file.replace(/\.css$/, '-rtl.css')), rightToLeftCss(css));
		}
	}
	return blocks;
}
