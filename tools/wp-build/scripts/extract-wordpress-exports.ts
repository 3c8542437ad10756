// Writes wordpress-<version>-exports.json: for each script WordPress ships under
// wp-includes/js/dist/, the names it exports (read from webpack's export table in the
// unminified file). The WordPress build checks every named import against the
// oldest supported version's list.
//
//   node --import tsx tools/wp-build/scripts/extract-wordpress-exports.ts <wordpress dir> <version>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [wordpressDir, version] = process.argv.slice(2);
if (!wordpressDir || !version) {
	console.error('usage: extract-wordpress-exports.ts <wordpress dir> <version>');
	process.exit(2);
}

const distDir = join(wordpressDir, 'wp-includes', 'js', 'dist');
const table = /__webpack_require__\.d\(__webpack_exports__, \{\n([\s\S]*?)\n\}\);/g;
const namesOf = (body: string) =>
	[...body.matchAll(/^\s*"?([\w$]+)"?: \(\) =>/gm)].map((m) => m[1] as string);
const exports: Record<string, string[]> = {};
for (const file of readdirSync(distDir).filter((name) => /^[a-z0-9-]+\.js$/.test(name))) {
	// A script may bundle modules with export tables of their own (compose bundles
	// clipboard's); the package's table is the largest.
	// Small scripts mark each line of their table with a `/* harmony export */` comment.
	const source = readFileSync(join(distDir, file), 'utf8').replaceAll('/* harmony export */ ', '');
	const tables = [...source.matchAll(table)].map((m) => namesOf(m[1] ?? ''));
	const names = tables.reduce<string[]>((largest, t) => (t.length > largest.length ? t : largest), []);
	if (tables.length > 0) {
		exports[`@wordpress/${file.replace(/\.js$/, '')}`] = names.sort();
	}
}
const out = join(import.meta.dirname, '..', `wordpress-${version}-exports.json`);
writeFileSync(out, `${JSON.stringify(exports, null, '\t')}\n`);
console.log(`${Object.keys(exports).length} scripts → ${out}`);
