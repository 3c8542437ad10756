import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { buildForWordPress } from './build-package';

const made: string[] = [];

/** A throwaway `@blockyard/<name>` package with the given source files. */
function fixturePackage(name: string, files: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'wp-build-'));
	made.push(dir);
	writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@blockyard/${name}`, type: 'module' }));
	mkdirSync(join(dir, 'src'));
	for (const [file, code] of Object.entries(files)) {
		writeFileSync(join(dir, 'src', file), code);
	}
	return dir;
}

afterEach(() => {
	for (const dir of made.splice(0)) {
		rmSync(dir, { recursive: true, force: true });
	}
});

describe('buildForWordPress', () => {
	it('builds src/wordpress-view.ts as a separate front-end script with its own asset file', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts':
				"import { registerBlockType } from '@wordpress/blocks';\nexport const r = registerBlockType;\n",
			'wordpress-view.ts':
				"import { __ } from '@wordpress/i18n';\ndocument.title = __('Hello', 'blockyard');\n",
		});
		const result = await buildForWordPress(dir);

		expect(result.dependencies).toEqual(['wp-blocks']);
		expect(result.view).toEqual({ dependencies: ['wp-i18n'] });
		const out = join(dir, 'build-wp');
		expect(readFileSync(join(out, 'index.asset.php'), 'utf8')).toContain("array('wp-blocks')");
		expect(readFileSync(join(out, 'view.asset.php'), 'utf8')).toContain("array('wp-i18n')");
		const view = readFileSync(join(out, 'view.js'), 'utf8');
		expect(view).toContain('wp.i18n');
		expect(view).not.toContain('registerBlockType');
		expect(readFileSync(join(out, 'index.js'), 'utf8')).not.toContain('Hello');
	});

	it('makes no view script for a package without src/wordpress-view.ts', async () => {
		const dir = fixturePackage('plain', { 'index.ts': 'export const answer = 42;\n' });
		const result = await buildForWordPress(dir);
		expect(result.view).toBeUndefined();
		expect(existsSync(join(dir, 'build-wp', 'view.js'))).toBe(false);
		expect(existsSync(join(dir, 'build-wp', 'view.asset.php'))).toBe(false);
	});

	it('fails when the view script uses an API WordPress 6.5 lacks', async () => {
		const dir = fixturePackage('newer', {
			'index.ts': 'export const answer = 42;\n',
			'wordpress-view.ts':
				"import { NoSuchApiYet } from '@wordpress/i18n';\nconsole.log(NoSuchApiYet);\n",
		});
		await expect(buildForWordPress(dir)).rejects.toThrow(/view\.js.*\n.*@wordpress\/i18n: NoSuchApiYet/);
	});
});
