// A block is one folder, and its block.json is its manifest: the lists the workspace shares
// (each package's register module, its table of visitor views, its kses.json, the size budgets
// of its lazy chunks, the plugin's visitor scripts) are derived from the folders. These tests
// fail when a folder and a list disagree.
import {
	BLOCK_TIERS,
	blockPackages,
	readBlockFolders,
	staleDerivedFiles,
	viewScriptHandle,
} from '@blockyard/workspace/manifest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const packages = blockPackages(root).map((folder) => ({
	folder,
	dir: join(root, 'packages', folder),
	blocks: readBlockFolders(join(root, 'packages', folder)),
}));

describe('the lists derived from the block folders', () => {
	it('are up to date (`npm run blocks` writes them)', async () => {
		expect((await staleDerivedFiles(root)).map((file) => file.path)).toEqual([]);
	});

	it.each(packages)(
		"$folder's entry registers its block folders and exports each register function",
		({ dir, blocks }) => {
			const entry = readFileSync(join(dir, 'src', 'index.ts'), 'utf8');
			const register = existsSync(join(dir, 'src', 'register.ts'))
				? readFileSync(join(dir, 'src', 'register.ts'), 'utf8')
				: entry;
			// With the host's choice of tiers (see @blockyard/ui's allowsBlockTier).
			expect(register).toMatch(/registerBlockFolders\(tiers\);/);
			const unexported = blocks
				.filter(
					({ register: name }) =>
						!new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from`).test(entry)
				)
				.map(({ register: name }) => name);
			expect(unexported).toEqual([]);
		}
	);
});

describe('each block folder', () => {
	const folders = packages.flatMap(({ folder: packageFolder, dir, blocks }) =>
		blocks.map((block) => ({
			packageFolder,
			packageDir: dir,
			...block,
			label: `${packageFolder}/${block.folder}`,
		}))
	);

	it.each(folders)(
		'$label: its visitor script is its package’s, named in block.json',
		({ packageFolder, packageDir, hasView, metadata }) => {
			const viewScript = metadata?.viewScript;
			if (hasView) {
				expect(viewScript).toBe(viewScriptHandle(packageFolder));
			} else if (viewScript !== undefined) {
				// A block whose visitor behaviour is the package's own script (the contact form's).
				expect(viewScript).toBe(viewScriptHandle(packageFolder));
				expect(existsSync(join(packageDir, 'src', 'wordpress-view.ts'))).toBe(true);
			}
		}
	);

	it.each(folders.filter((block) => block.metadata?.blockyard?.tier !== undefined))(
		'$label: block.json names a tier there is',
		({ metadata }) => {
			expect(BLOCK_TIERS).toContain(metadata?.blockyard?.tier);
		}
	);

	it.each(folders.filter((block) => block.metadata !== undefined))(
		'$label: block.json gives a budget to each chunk it loads on first use',
		({ hasEdit, hasView, metadata }) => {
			const budgets = metadata?.blockyard?.lazyBudgetsKiB ?? {};
			expect({ edit: budgets.edit !== undefined, view: budgets.view !== undefined }).toEqual({
				edit: hasEdit,
				view: hasView,
			});
		}
	);
});

/** The code of a PHP source without its comments (strings kept, so a hook's name stays). */
function phpCode(source: string): string {
	let code = '';
	for (let index = 0; index < source.length; index++) {
		const char = source[index];
		const next = source[index + 1];
		if (char === "'" || char === '"') {
			const end = stringEnd(source, index);
			code += source.slice(index, end + 1);
			index = end;
		} else if (char === '/' && next === '*') {
			const end = source.indexOf('*/', index + 2);
			index = end === -1 ? source.length : end + 1;
		} else if ((char === '/' && next === '/') || char === '#') {
			const end = source.indexOf('\n', index);
			index = end === -1 ? source.length : end - 1;
		} else {
			code += char;
		}
	}
	return code;
}

/** Skips the string literal that opens at `start`; answers the index of its closing quote. */
function stringEnd(code: string, start: number): number {
	let index = start + 1;
	while (index < code.length && code[index] !== code[start]) {
		index += code[index] === '\\' ? 2 : 1;
	}
	return index;
}

/** The text from `open` (an opening bracket) to the bracket closing it, brackets in strings aside. */
function bracketed(code: string, open: number): string {
	let depth = 0;
	for (let index = open; index < code.length; index++) {
		const char = code[index] ?? '';
		if (char === "'" || char === '"') {
			index = stringEnd(code, index);
		} else if ('([{'.includes(char)) {
			depth++;
		} else if (')]}'.includes(char) && --depth === 0) {
			return code.slice(open, index + 1);
		}
	}
	return code.slice(open);
}

/** The top-level arguments of a call, from its bracketed argument list `(…)`. */
function callArguments(list: string): string[] {
	const inner = list.slice(1, -1);
	const args: string[] = [];
	let start = 0;
	for (let index = 0; index < inner.length; index++) {
		const char = inner[index] ?? '';
		if (char === "'" || char === '"') {
			index = stringEnd(inner, index);
		} else if ('([{'.includes(char)) {
			index += bracketed(inner, index).length - 1;
		} else if (char === ',') {
			args.push(inner.slice(start, index).trim());
			start = index + 1;
		}
	}
	args.push(inner.slice(start).trim());
	return args;
}

interface PhpSource {
	readonly path: string;
	readonly code: string;
}

/**
 * The sources' `add_filter` (or `add_action`) calls on a `render_block…` hook, with their hook
 * and callback as written.
 */
function renderFilters(
	sources: readonly PhpSource[]
): { readonly path: string; readonly hook: string; readonly callback: string }[] {
	return sources.flatMap(({ path, code }) =>
		[...code.matchAll(/\badd_(?:filter|action)\s*\(/g)]
			.map((match) => callArguments(bracketed(code, match.index + match[0].length - 1)))
			.filter(([hook = '']) => hook.includes('render_block'))
			.map(([hook = '', callback = '']) => ({ path, hook, callback }))
	);
}

/**
 * How PHP sources print a visitor's script from a block's render filter instead of through the
 * block's `viewScript`: each `render_block…` filter whose hook is not one literal name, or whose
 * callback is not a function the sources define (a closure, a variable, another's function), or
 * whose function (or a function of the sources it calls) enqueues a script; and any use of the
 * old `blockyard_enqueue_view_for`.
 */
function viewEnqueuesInRenderFilters(sources: readonly PhpSource[]): string[] {
	const functions = new Map<string, string>();
	for (const { code } of sources) {
		for (const match of code.matchAll(/\bfunction\s+([a-z_]\w*)\s*\([^)]*\)[^{;]*\{/gi)) {
			functions.set(match[1] ?? '', bracketed(code, match.index + match[0].length - 1));
		}
	}
	const enqueues = (name: string, seen = new Set<string>()): boolean => {
		const body = functions.get(name);
		if (body === undefined || seen.has(name)) {
			return false;
		}
		seen.add(name);
		return (
			/\bwp_enqueue_script\w*\s*\(/.test(body) ||
			[...body.matchAll(/\b([a-z_]\w*)\s*\(/gi)].some(([, called]) => enqueues(called ?? '', seen))
		);
	};
	const found = sources
		.filter(({ code }) => code.includes('blockyard_enqueue_view_for'))
		.map(({ path }) => `${path}: blockyard_enqueue_view_for`);
	for (const { path, hook, callback } of renderFilters(sources)) {
		const name = /^'([a-z_]\w*)'$/i.exec(callback)?.[1];
		if (!/^'render_block[\w/-]*'$/.test(hook)) {
			found.push(`${path}: a render filter on a hook made at run time, ${hook}`);
		} else if (name === undefined) {
			found.push(`${path}: ${hook} filtered by ${callback}, not a named function`);
		} else if (!functions.has(name)) {
			found.push(`${path}: ${hook} filtered by ${name}, which no PHP file here defines`);
		} else if (enqueues(name)) {
			found.push(`${path}: ${hook} filtered by ${name}, which enqueues a script`);
		}
	}
	return found;
}

/** Every PHP file under `dir`, its path relative to the root. */
function phpSources(dir: string): PhpSource[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
		.map((entry) => join(entry.parentPath, entry.name))
		.map((path) => ({ path: relative(root, path), code: phpCode(readFileSync(path, 'utf8')) }));
}

describe('the plugin', () => {
	const plugin = join(root, 'packages/wordpress-plugin/plugin');

	it('registers every package’s visitor script for the blocks that name it as their viewScript', () => {
		expect(readFileSync(join(plugin, 'blockyard.php'), 'utf8')).toContain(
			"add_action( 'init', 'blockyard_register_view_scripts', 9 );"
		);
	});

	it('prints no visitor script from a block’s render filter (its own render filters, the video’s, stay)', () => {
		const sources = phpSources(plugin);
		expect(renderFilters(sources)).toContainEqual({
			path: 'packages/wordpress-plugin/plugin/blockyard.php',
			hook: "'render_block_blockyard/video'",
			callback: "'blockyard_render_video_block'",
		});
		expect(viewEnqueuesInRenderFilters(sources)).toEqual([]);
	});

	it('would catch a render filter that enqueues a view script, as the plugin once did', () => {
		const old = phpCode(`<?php
			function blockyard_enqueue_view_for( $package, $block_names ) {
				$handle  = blockyard_view_handle( $package );
				$enqueue = static function ( $block_content ) use ( $handle ) {
					wp_enqueue_script( $handle );
					return $block_content;
				};
				foreach ( $block_names as $block_name ) {
					add_filter( 'render_block_' . $block_name, $enqueue );
				}
			}
			function blockyard_print_view( $content ) {
				blockyard_enqueue_view( 'forms' ); // Through a helper.
				return $content;
			}
			function blockyard_enqueue_view( $package ) {
				wp_enqueue_script( blockyard_view_handle( $package ) );
			}
			add_filter( 'render_block_blockyard/contact-form', 'blockyard_print_view' );
			add_filter( 'render_block_blockyard/map', static function ( $content ) { return $content; } );
			add_filter( 'render_block_blockyard/video', 'blockyard_render_video', 10, 2 );
			add_action( 'render_block', 'blockyard_not_here' );
			function blockyard_render_video( $content, $block ) { return '<figure>' . $content . '</figure>'; }
		`);
		expect(viewEnqueuesInRenderFilters([{ path: 'old.php', code: old }])).toEqual([
			'old.php: blockyard_enqueue_view_for',
			"old.php: a render filter on a hook made at run time, 'render_block_' . $block_name",
			"old.php: 'render_block_blockyard/contact-form' filtered by blockyard_print_view, which enqueues a script",
			"old.php: 'render_block_blockyard/map' filtered by static function ( $content ) { return $content; }, not a named function",
			"old.php: 'render_block' filtered by blockyard_not_here, which no PHP file here defines",
		]);
	});
});
