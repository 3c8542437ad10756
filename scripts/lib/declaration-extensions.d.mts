/** `specifier` as Node's ESM resolution finds it from `file` (with `.js` or `/index.js`), the same when it is not relative or has an extension, null when it names no declaration file. */
export declare function fullSpecifier(file: string, specifier: string): string | null;
/** Rewrites one `.d.ts` file's relative specifiers in place; answers those that name no file. */
export declare function rewriteDeclarationFile(file: string): string[];
/** Rewrites every `.d.ts` under `dir`; throws when a relative specifier names no file. */
export declare function addDeclarationExtensions(dir: string): void;
/** The module specifiers of a declaration file: imports, re-exports, `import("…")` types. */
export declare function moduleSpecifiers(
	sourceFile: import('typescript').SourceFile
): import('typescript').StringLiteral[];
