import { dirname, posix } from 'node:path';

import { parseSync, Visitor, type ESTree } from 'vite';

import type { WordPressExternal } from './wordpress-externals';

/** One chunk of a code-split ES build (Rolldown's output, before minifying). */
export interface EsChunk {
	/** Its path in the output folder, e.g. `index.js`, `chunks/business-hours-edit-Ab12.js`. */
	readonly fileName: string;
	readonly code: string;
	readonly isEntry: boolean;
}

export interface ClassicScriptOptions {
	/** The script handle, e.g. `blockyard-content`: the key of its chunks' exports in {@link CHUNKS_GLOBAL}. */
	readonly handle: string;
	/** The global the script sets to the entry's exports, e.g. `blockyard.content`. */
	readonly global: string;
	/** How an import that is not bundled is reached in WordPress; `undefined` for a bundled one. */
	readonly external: (id: string) => WordPressExternal | undefined;
	/**
	 * The entry's exports that `global` gets: the entry module's own. Default: every export of the
	 * entry chunk (which may also export, for the chunks, what they share with it).
	 */
	readonly globalExports?: readonly string[];
}

export interface ClassicScript {
	/** The script WordPress enqueues: the entry and every chunk it imports, in one function. */
	readonly script: string;
	/** The chunks loaded on first use (ES modules), by their path beside the script. */
	readonly chunks: ReadonlyMap<string, string>;
	/** Every import left to WordPress, by the script and its chunks alike. */
	readonly externals: readonly string[];
}

/**
 * The global under which each script keeps the exports of the chunks it holds, by handle and
 * chunk: the chunks loaded on first use take the code they share with the script from there,
 * rather than load and run it a second time.
 */
export const CHUNKS_GLOBAL = 'blockyardChunks';

/** What one import (or re-export) declaration binds, and from where. */
interface Binding {
	readonly node: ESTree.ImportDeclaration | ESTree.ExportNamedDeclaration;
	readonly source: string;
	/** `[imported, local]` pairs; `*` for a namespace, `default` for a default import. */
	readonly names: ReadonlyArray<readonly [string, string]>;
}

interface ParsedChunk extends EsChunk {
	readonly program: ESTree.Program;
	readonly bindings: readonly Binding[];
	/** `[exported, local]` of its own `export { … }` statements. */
	readonly exports: ReadonlyArray<readonly [string, string]>;
	readonly exportNodes: readonly ESTree.Node[];
	/** Its `import('…')` calls with a literal path. */
	readonly dynamicImports: readonly ESTree.ImportExpression[];
	readonly usesImportMeta: boolean;
}

const nameOf = (node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral): string =>
	node.type === 'Literal' ? String(node.value) : node.name;

const isRelative = (source: string): boolean => source.startsWith('./') || source.startsWith('../');

function parseChunk(chunk: EsChunk): ParsedChunk {
	const { program, errors } = parseSync(chunk.fileName, chunk.code, { sourceType: 'module' });
	if (errors.length > 0) {
		throw new Error(`${chunk.fileName} does not parse: ${errors[0]?.message ?? ''}`);
	}
	const bindings: Binding[] = [];
	const exports: Array<readonly [string, string]> = [];
	const exportNodes: ESTree.Node[] = [];
	for (const statement of program.body) {
		if (statement.type === 'ImportDeclaration') {
			bindings.push({
				node: statement,
				source: statement.source.value,
				names: statement.specifiers.map((specifier) => {
					switch (specifier.type) {
						case 'ImportNamespaceSpecifier':
							return ['*', specifier.local.name] as const;
						case 'ImportDefaultSpecifier':
							return ['default', specifier.local.name] as const;
						default:
							return [nameOf(specifier.imported), specifier.local.name] as const;
					}
				}),
			});
		} else if (statement.type === 'ExportNamedDeclaration' && statement.declaration === null) {
			if (statement.source) {
				// `export { a as b } from '…'`: bound under a name of its own, then exported.
				const names = statement.specifiers.map(
					(specifier, index) =>
						[nameOf(specifier.local), `__reexport${bindings.length}_${index}`] as const
				);
				bindings.push({ node: statement, source: statement.source.value, names });
				statement.specifiers.forEach((specifier, index) => {
					exports.push([nameOf(specifier.exported), names[index]?.[1] ?? '']);
				});
			} else {
				exportNodes.push(statement);
				for (const specifier of statement.specifiers) {
					exports.push([nameOf(specifier.exported), nameOf(specifier.local)]);
				}
			}
		} else if (
			statement.type === 'ExportAllDeclaration' ||
			statement.type === 'ExportDefaultDeclaration'
		) {
			throw new Error(`${chunk.fileName}: ${statement.type} is not supported in a WordPress script.`);
		} else if (statement.type === 'ExportNamedDeclaration') {
			throw new Error(
				`${chunk.fileName}: an exported declaration is not supported in a WordPress script.`
			);
		}
	}
	const dynamicImports: ESTree.ImportExpression[] = [];
	let usesImportMeta = false;
	new Visitor({
		ImportExpression(node) {
			if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
				dynamicImports.push(node);
			}
		},
		MetaProperty(node) {
			usesImportMeta ||= node.meta.name === 'import';
		},
	}).visit(program);
	return { ...chunk, program, bindings, exports, exportNodes, dynamicImports, usesImportMeta };
}

/** Replaces slices of `code`, given as `[start, end, text]`, from the last one back. */
function splice(code: string, edits: Array<readonly [number, number, string]>): string {
	return edits
		.sort((a, b) => b[0] - a[0])
		.reduce(
			(text, [start, end, replacement]) => text.slice(0, start) + replacement + text.slice(end),
			code
		);
}

/** `const { a: b, c } = from;` (or `const ns = from;`) for one binding. */
function bindingCode(names: Binding['names'], from: string, isExternal: boolean): string {
	const lines: string[] = [];
	const properties: string[] = [];
	for (const [imported, local] of names) {
		if (imported === '*') {
			lines.push(`const ${local} = ${from};`);
		} else if (imported === 'default' && isExternal) {
			// A WordPress global is its module: `import React from 'react'` is `React`.
			lines.push(`const ${local} = ${from};`);
		} else {
			properties.push(imported === local ? local : `${JSON.stringify(imported)}: ${local}`);
		}
	}
	if (properties.length > 0) {
		lines.push(`const { ${properties.join(', ')} } = ${from};`);
	}
	return lines.join(' ');
}

/** The object of `exports`, with getters so that it reads the bindings as they are when asked. */
const exportsObject = (exports: ParsedChunk['exports']): string =>
	`{ ${exports.map(([exported, local]) => `get ${JSON.stringify(exported)}() { return ${local}; }`).join(', ')} }`;

/** The chunks `entry` imports statically, itself included, each after those it imports. */
function staticOrder(entry: ParsedChunk, byFile: ReadonlyMap<string, ParsedChunk>): ParsedChunk[] {
	const order: ParsedChunk[] = [];
	const visiting = new Set<string>();
	const visit = (chunk: ParsedChunk) => {
		if (order.includes(chunk)) {
			return;
		}
		if (visiting.has(chunk.fileName)) {
			throw new Error(
				`The chunks ${[...visiting].join(', ')} import each other: a WordPress script cannot hold them.`
			);
		}
		visiting.add(chunk.fileName);
		for (const binding of chunk.bindings) {
			const target = isRelative(binding.source)
				? byFile.get(resolveFrom(chunk, binding.source))
				: undefined;
			if (target) {
				visit(target);
			}
		}
		visiting.delete(chunk.fileName);
		order.push(chunk);
	};
	visit(entry);
	return order;
}

/** The output path that `source`, imported by `chunk`, names. */
const resolveFrom = (chunk: EsChunk, source: string): string =>
	posix.normalize(posix.join(dirname(chunk.fileName), source));

/**
 * Turns a code-split ES build into what WordPress loads: one classic script (the entry and
 * every chunk it imports statically, in order, inside one function), which sets `global` as
 * the IIFE build did, and ES module chunks for what the code loads with `import()`. Imports
 * left to WordPress become reads of its globals (`wp.element`, `React`, `blockyard.ui`); a
 * chunk loaded on first use takes what it shares with the script from the script's own
 * exports, under {@link CHUNKS_GLOBAL}, so nothing runs twice. The script's `import()` paths
 * are relative to the script, which is what a classic script resolves them against.
 */
export function toClassicScript(chunks: readonly EsChunk[], options: ClassicScriptOptions): ClassicScript {
	const parsed = chunks.map(parseChunk);
	const byFile = new Map(parsed.map((chunk) => [chunk.fileName, chunk]));
	const entry = parsed.find((chunk) => chunk.isEntry);
	if (!entry) {
		throw new Error('The build produced no entry chunk.');
	}
	const inScript = staticOrder(entry, byFile);
	const scriptFiles = new Set(inScript.map((chunk) => chunk.fileName));
	const externals = new Set<string>();
	const handleKey = `[${JSON.stringify(options.handle)}]`;
	const fileKey = (file: string) => `[${JSON.stringify(file)}]`;
	// Inside the script, the window and the script's chunk exports are reached through names no
	// bundled code uses, so that no top-level name of a chunk can hide them.
	const scoped = { window: '__blockyardWindow', chunks: '__blockyardChunks' };
	const modular = { window: 'window', chunks: `window.${CHUNKS_GLOBAL}${handleKey}` };

	/** Where a binding's values come from, or `undefined` for an ES import kept as it is. */
	const sourceOf = (chunk: ParsedChunk, binding: Binding, names: typeof scoped) => {
		if (isRelative(binding.source)) {
			const file = resolveFrom(chunk, binding.source);
			if (!byFile.has(file)) {
				throw new Error(
					`${chunk.fileName} imports ${binding.source}, which the build did not produce.`
				);
			}
			return scriptFiles.has(file)
				? { from: `${names.chunks}${fileKey(file)}`, isExternal: false }
				: undefined;
		}
		const external = options.external(binding.source);
		if (!external) {
			throw new Error(
				`${chunk.fileName} imports ${binding.source}, which is neither bundled nor a WordPress script.`
			);
		}
		externals.add(binding.source);
		return { from: `${names.window}.${external.global}`, isExternal: true };
	};

	const bindingEdits = (
		chunk: ParsedChunk,
		names: typeof scoped
	): Array<readonly [number, number, string]> =>
		chunk.bindings.flatMap((binding) => {
			const source = sourceOf(chunk, binding, names);
			if (!source) {
				return [];
			}
			let code = bindingCode(binding.names, source.from, source.isExternal);
			const { node } = binding;
			if (node.type === 'ExportNamedDeclaration' && names === modular) {
				// An ES chunk re-exports what it bound (the script returns its exports instead).
				const specifiers = node.specifiers.map(
					(specifier, index) =>
						`${binding.names[index]?.[1] ?? ''} as ${JSON.stringify(nameOf(specifier.exported))}`
				);
				code += ` export { ${specifiers.join(', ')} };`;
			}
			return [[node.start, node.end, code] as const];
		});

	const parts = inScript.map((chunk) => {
		if (chunk.usesImportMeta) {
			throw new Error(`${chunk.fileName} uses import.meta, which a WordPress script cannot.`);
		}
		const edits = [
			...bindingEdits(chunk, scoped),
			...chunk.exportNodes.map((node) => [node.start, node.end, ''] as const),
			// A classic script resolves `import()` against its own address.
			...chunk.dynamicImports.map((node) => {
				const path = resolveFrom(chunk, String((node.source as ESTree.StringLiteral).value));
				return [node.source.start, node.source.end, JSON.stringify(`./${path}`)] as const;
			}),
		];
		return (
			`${scoped.chunks}${fileKey(chunk.fileName)} = (function () {\n"use strict";\n` +
			`${splice(chunk.code, edits)}\nreturn ${exportsObject(chunk.exports)};\n})();`
		);
	});

	const globalPath = options.global.split('.');
	const target = globalPath
		.map((_, index) => `${scoped.window}.${globalPath.slice(0, index + 1).join('.')}`)
		.map((path) => `${path} = ${path} || {};`)
		.join('\n');
	const entryExports = `${scoped.chunks}${fileKey(entry.fileName)}`;
	const global = `${scoped.window}.${options.global}`;
	const setGlobal = options.globalExports
		? `${JSON.stringify(options.globalExports)}.forEach(function (name) { ${global}[name] = ${entryExports}[name]; });`
		: `Object.assign(${global}, ${entryExports});`;
	const script =
		`(function (${scoped.window}) {\n"use strict";\n` +
		`${scoped.window}.${CHUNKS_GLOBAL} = ${scoped.window}.${CHUNKS_GLOBAL} || {};\n` +
		`var ${scoped.chunks} = ${scoped.window}.${CHUNKS_GLOBAL}${handleKey} = {};\n` +
		`${parts.join('\n')}\n${target}\n` +
		`${setGlobal}\n})(window);\n`;
	checkScript(script);

	const lazy = new Map(
		parsed
			.filter((chunk) => !scriptFiles.has(chunk.fileName))
			.map((chunk) => [chunk.fileName, splice(chunk.code, bindingEdits(chunk, modular))] as const)
	);
	return { script, chunks: lazy, externals: [...externals].sort() };
}

/** Fails unless `script` is a classic script: no import or export statement left. */
function checkScript(script: string): void {
	const { errors } = parseSync('index.js', script, { sourceType: 'script' });
	if (errors.length > 0) {
		throw new Error(`The WordPress script is not a classic script: ${errors[0]?.message ?? ''}`);
	}
}
