import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { blockyardPackageNames } from '@blockyard/editor';
import { getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { loadPlaygroundPackages, playgroundPackages, registerPlaygroundPackages } from './blockyard-packages';

/** The style.css and editor.css files of a package's blocks, as the package module globs them. */
function blockStylesheetsOf(packageName: string): string[] {
	const blocks = join(import.meta.dirname, '../../../../packages', packageName, 'src/blocks');
	return readdirSync(blocks).flatMap((block) =>
		['style.css', 'editor.css']
			.map((file) => join(blocks, block, file))
			.filter((path) => existsSync(path))
	);
}

const blockyardBlocks = () =>
	getBlockTypes()
		.map(({ name }) => name)
		.filter((name) => name.startsWith('blockyard/'));

// One sequence: block types are registered once per page, as in the editor.
describe('the playground’s packages', () => {
	it('can load every package the host knows', () => {
		expect(Object.keys(playgroundPackages)).toEqual(blockyardPackageNames);
	});

	it('registers nothing and brings no styles when none is asked for', async () => {
		expect(registerPlaygroundPackages(await loadPlaygroundPackages([]))).toEqual([]);
		expect(blockyardBlocks()).toEqual([]);
	});

	it('registers the blocks of the packages asked for, with their styles for the canvas', async () => {
		const loaded = await loadPlaygroundPackages(['content']);
		// Loading registers nothing: the editor registers once its registry is ready.
		expect(blockyardBlocks()).toEqual([]);
		const styles = registerPlaygroundPackages(loaded);
		const registered = blockyardBlocks();
		expect(registered).toEqual(expect.arrayContaining(['blockyard/business-hours', 'blockyard/map']));
		expect(registered.every((name) => !name.startsWith('blockyard/field-'))).toBe(true);
		// Each block's style.css and editor.css, once (their text is empty here: the tests load no CSS).
		expect(styles).toHaveLength(blockStylesheetsOf('content').length);
	});
});
