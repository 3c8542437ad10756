import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { buildForWordPress, chunkName } from './build-package';

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

/**
 * Runs `script` in Node as WordPress runs the built files in a browser: the package's
 * `build-wp/index.js` (whose `import()`s resolve against its own address) after `wp` globals.
 */
function runInPage(dir: string, script: string): unknown {
	const index = pathToFileURL(join(dir, 'build-wp', 'index.js')).href;
	const page = `globalThis.window = globalThis;
globalThis.wp = { i18n: { __: (text) => 'translated ' + text } };
await import(${JSON.stringify(index)});
${script}`;
	return JSON.parse(
		execFileSync(process.execPath, ['--input-type=module', '-e', page], { encoding: 'utf8' })
	);
}

/**
 * Links another Blockyard package into `dir` as the workspace does: `@blockyard/shared`, one
 * module free of side effects, whose `shout` the fixtures use and whose `unused` no build should keep.
 */
function linkSharedPackage(dir: string): void {
	const shared = join(dir, 'node_modules', '@blockyard', 'shared');
	mkdirSync(shared, { recursive: true });
	writeFileSync(
		join(shared, 'package.json'),
		JSON.stringify({
			name: '@blockyard/shared',
			type: 'module',
			sideEffects: false,
			exports: './index.js',
		})
	);
	writeFileSync(
		join(shared, 'index.js'),
		"export const shout = (text) => text.toUpperCase() + '!';\nexport const unused = () => 'never used';\n"
	);
}

describe('buildForWordPress', () => {
	it('puts what the code loads with import() in chunks beside the script, loaded on first use', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts': `import { count, visits } from './counter';
export const visit = () => count();
export const openLater = () => import('./later').then((later) => later.describe());
export const seen = () => visits.length;
`,
			'counter.ts': `export const visits: string[] = [];
export const count = () => visits.push('visit');
`,
			'later.ts': `import { __ } from '@wordpress/i18n';
import { count, visits } from './counter';
export const describe = () => { count(); return __('Later') + ' after ' + visits.length; };
`,
		});
		const result = await buildForWordPress(dir);

		expect(result.chunks).toEqual([expect.stringMatching(/^chunks\/later-[\w-]+\.js$/)]);
		expect(readdirSync(join(dir, 'build-wp', 'chunks'))).toHaveLength(1);
		// The chunk's import of WordPress's i18n counts: the script is enqueued after wp-i18n.
		expect(result.dependencies).toEqual(['wp-i18n']);
		const script = readFileSync(join(dir, 'build-wp', 'index.js'), 'utf8');
		expect(script).not.toContain(' after ');
		const chunk = readFileSync(join(dir, 'build-wp', result.chunks[0] ?? ''), 'utf8');
		expect(chunk).not.toMatch(/from\s*["'`]@wordpress/);
		expect(chunk).toContain('wp.i18n');

		// The chunk shares the script's modules (one counter), and takes __ from WordPress's wp.i18n.
		expect(
			runInPage(
				dir,
				`const widgets = window.blockyard.widgets;
widgets.visit();
const later = await widgets.openLater();
console.log(JSON.stringify({ later, seen: widgets.seen(), exports: Object.keys(widgets).sort() }));`
			)
		).toEqual({ later: 'translated Later after 2', seen: 2, exports: ['openLater', 'seen', 'visit'] });
	});

	it('leaves each block’s metadata to the server: its registration gets an empty block.json', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts': "export { metadataOf } from './blocks/thing';\n",
		});
		mkdirSync(join(dir, 'src', 'blocks', 'thing'), { recursive: true });
		writeFileSync(
			join(dir, 'src', 'blocks', 'thing', 'block.json'),
			JSON.stringify({ name: 'blockyard/thing', title: 'A thing only the server names' })
		);
		writeFileSync(
			join(dir, 'src', 'blocks', 'thing', 'index.ts'),
			"import metadata from './block.json';\nexport const metadataOf = () => metadata;\n"
		);
		const result = await buildForWordPress(dir);

		expect(readFileSync(join(dir, 'build-wp', 'index.js'), 'utf8')).not.toContain('only the server');
		// The block.json beside the script, which the plugin registers the block from, is whole.
		expect(result.blocks).toEqual(['thing']);
		expect(readFileSync(join(dir, 'build-wp', 'blocks', 'thing', 'block.json'), 'utf8')).toContain(
			'only the server'
		);
		expect(runInPage(dir, 'console.log(JSON.stringify(window.blockyard.widgets.metadataOf()));')).toEqual(
			{}
		);
	});

	it('fails when code other than a block’s registration imports its block.json', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts': "export const openEdit = () => import('./blocks/thing/edit/index');\n",
		});
		mkdirSync(join(dir, 'src', 'blocks', 'thing', 'edit'), { recursive: true });
		writeFileSync(
			join(dir, 'src', 'blocks', 'thing', 'block.json'),
			JSON.stringify({ name: 'blockyard/thing' })
		);
		writeFileSync(
			join(dir, 'src', 'blocks', 'thing', 'edit', 'index.ts'),
			"import metadata from '../block.json';\nexport const name = metadata.name;\n"
		);
		await expect(buildForWordPress(dir)).rejects.toThrow(/imports \.\.\/block\.json.*getBlockType/);
	});

	it('builds src/wordpress-view.ts as a separate front-end script with its own asset file', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts':
				"import { registerBlockType } from '@wordpress/blocks';\nexport const r = registerBlockType;\n",
			'wordpress-view.ts':
				"import { __ } from '@wordpress/i18n';\ndocument.title = __('Hello', 'blockyard');\n",
		});
		const result = await buildForWordPress(dir);

		expect(result.dependencies).toEqual(['wp-blocks']);
		expect(result.view).toEqual({ dependencies: ['wp-i18n'], chunks: [] });
		const out = join(dir, 'build-wp');
		expect(readFileSync(join(out, 'index.asset.php'), 'utf8')).toContain("array('wp-blocks')");
		expect(readFileSync(join(out, 'view.asset.php'), 'utf8')).toContain("array('wp-i18n')");
		const view = readFileSync(join(out, 'view.js'), 'utf8');
		expect(view).toContain('wp.i18n');
		expect(view).not.toContain('registerBlockType');
		expect(readFileSync(join(out, 'index.js'), 'utf8')).not.toContain('Hello');
	});

	it('bundles what the view script uses of other Blockyard packages, which the editor script loads as theirs', async () => {
		const dir = fixturePackage('widgets', {
			'index.ts':
				"import { shout } from '@blockyard/shared';\nexport const hello = () => shout('hello');\n",
			'wordpress-view.ts':
				"import { shout } from '@blockyard/shared';\ndocument.title = shout('visitor');\n",
		});
		linkSharedPackage(dir);
		const result = await buildForWordPress(dir);

		expect(result.dependencies).toEqual(['blockyard-shared']);
		expect(result.view).toEqual({ dependencies: [], chunks: [] });
		const view = readFileSync(join(dir, 'build-wp', 'view.js'), 'utf8');
		expect(view).not.toContain('blockyard.shared');
		// Its code is in the view (the minifier may have worked out its result already).
		expect(view).toMatch(/toUpperCase|VISITOR!/);
		expect(view).not.toContain('never used');
		expect(readFileSync(join(dir, 'build-wp', 'index.js'), 'utf8')).toContain('blockyard.shared');
	});

	it('bundles into the host’s script (src/wordpress.ts) what it uses of other Blockyard packages, tree-shaken', async () => {
		const dir = fixturePackage('host', {
			'wordpress.ts':
				"import { shout } from '@blockyard/shared';\nexport const start = () => shout('editor');\n",
		});
		linkSharedPackage(dir);
		const result = await buildForWordPress(dir);

		expect(result.dependencies).toEqual([]);
		const script = readFileSync(join(dir, 'build-wp', 'index.js'), 'utf8');
		expect(script).not.toContain('blockyard.shared');
		expect(script).toContain('toUpperCase');
		expect(script).not.toContain('never used');
		expect(runInPage(dir, 'console.log(JSON.stringify(window.blockyard.host.start()));')).toBe('EDITOR!');
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

describe('chunkName', () => {
	it('names a chunk for the module it starts with: its own, a sibling package’s, a library', () => {
		const editor = '/repo/packages/editor';
		const name = (facadeModuleId: string | null) => chunkName({ facadeModuleId, name: 'index' }, editor);
		expect(name('/repo/packages/editor/src/hosts/track-with-provider.ts')).toBe(
			'hosts-track-with-provider'
		);
		expect(name('/repo/packages/content/dist/blocks/business-hours/edit/index.js')).toBe(
			'content-business-hours-edit'
		);
		expect(name('/repo/packages/ai-assistant/dist/extensions/form-ai/form-ai.js')).toBe(
			'ai-assistant-form-ai-form-ai'
		);
		expect(name('/repo/node_modules/ky/distribution/index.js')).toBe('ky');
		expect(name(null)).toBe('index');
	});
});
