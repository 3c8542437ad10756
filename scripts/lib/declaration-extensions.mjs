// Node's ESM resolution, which TypeScript applies to a package's declarations under
// `moduleResolution: node16`/`nodenext`, finds a relative import only by its full file
// name. The source imports without extensions (bundler style) and `tsc` copies the
// specifiers as written, so after the declarations are emitted each relative specifier
// is rewritten to the file it names: `./hours` → `./hours.js`, `./edit` → `./edit/index.js`
// (the `.js` a consumer's TypeScript maps to the `.d.ts` beside it).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import ts from 'typescript';

const KNOWN_EXTENSION = /\.(?:[cm]?js|json|css)$/;

function declarationFiles(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) {
			return declarationFiles(path);
		}
		return name.endsWith('.d.ts') ? [path] : [];
	});
}

/** The specifier Node's resolution finds for `specifier` imported from `file`, or null. */
export function fullSpecifier(file, specifier) {
	if (!/^\.\.?(\/|$)/.test(specifier) || KNOWN_EXTENSION.test(specifier)) {
		return specifier;
	}
	const base = join(dirname(file), specifier);
	if (existsSync(`${base}.d.ts`)) {
		return `${specifier}.js`;
	}
	if (existsSync(join(base, 'index.d.ts'))) {
		return `${specifier.replace(/\/$/, '')}/index.js`;
	}
	return null;
}

/** The module specifiers (string literals) of a declaration file: imports, re-exports and `import("…")` types. */
export function moduleSpecifiers(sourceFile) {
	const found = [];
	const visit = (node) => {
		if (
			(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
			node.moduleSpecifier &&
			ts.isStringLiteral(node.moduleSpecifier)
		) {
			found.push(node.moduleSpecifier);
		} else if (
			ts.isImportTypeNode(node) &&
			ts.isLiteralTypeNode(node.argument) &&
			ts.isStringLiteral(node.argument.literal)
		) {
			found.push(node.argument.literal);
		} else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) {
			found.push(node.expression);
		}
		ts.forEachChild(node, visit);
	};
	visit(sourceFile);
	return found;
}

/** Rewrites one declaration file's relative specifiers; answers the ones it could not resolve. */
export function rewriteDeclarationFile(file) {
	const text = readFileSync(file, 'utf8');
	const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
	const unresolved = [];
	let out = text;
	// From the end, so that earlier positions stay valid; the literal keeps its own quotes.
	const literals = moduleSpecifiers(sourceFile).sort(
		(a, b) => b.getStart(sourceFile) - a.getStart(sourceFile)
	);
	for (const literal of literals) {
		const full = fullSpecifier(file, literal.text);
		if (full === null) {
			unresolved.push(literal.text);
		} else if (full !== literal.text) {
			const start = literal.getStart(sourceFile) + 1;
			out = out.slice(0, start) + full + out.slice(literal.getEnd() - 1);
		}
	}
	if (out !== text) {
		writeFileSync(file, out);
	}
	return unresolved;
}

/** Rewrites every `.d.ts` under `dir`; throws, naming them, when some specifiers name no file. */
export function addDeclarationExtensions(dir) {
	const problems = declarationFiles(dir).flatMap((file) =>
		rewriteDeclarationFile(file).map((specifier) => `${relative(dir, file)}: ${specifier}`)
	);
	if (problems.length > 0) {
		throw new Error(`relative imports that name no declaration file:\n  ${problems.join('\n  ')}`);
	}
}
