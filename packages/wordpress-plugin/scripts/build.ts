// Builds the WordPress plugin: every publishable Blockyard package as a WordPress
// editor script, and a front-end script where it has one (tools/wp-build), the PHP (with the
// contracts written as includes/forms-contract.php and includes/ai-prompts-contract.php), and the
// zip a site owner installs.
//   dist/blockyard/      the plugin folder (mounted as-is by the WordPress e2e run)
//   dist/blockyard.zip   the same, zipped for Plugins → Add New → Upload
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { writePluginTranslations } from '@blockyard/i18n';
import { buildForWordPress } from '@blockyard/wp-build';
import { zipSync } from 'fflate';

import { generatedPhp } from '../src/generated-php';
import { mergeFrameHosts, readFrameHosts } from '../src/frame-hosts';
import { mergeAllowances, readAllowance } from '../src/markup-allowance';
import { readMediaHosts } from '../src/media-hosts';
import { packageOrder, type PackageManifest } from '../src/package-order';

const pluginRoot = resolve(import.meta.dirname, '..');
const packagesDir = resolve(pluginRoot, '..');
const stage = join(pluginRoot, 'dist', 'blockyard');

const manifests = new Map<string, PackageManifest>(
	readdirSync(packagesDir)
		.filter((folder) => existsSync(join(packagesDir, folder, 'package.json')))
		.map((folder) => [
			folder,
			JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as PackageManifest,
		])
);
const packages = packageOrder(manifests);

rmSync(join(pluginRoot, 'dist'), { recursive: true, force: true });
cpSync(join(pluginRoot, 'plugin'), stage, { recursive: true, filter: (path) => !path.includes('/assets') });
// Written on every build, each from its one contract.json, which includes/forms.php and
// includes/ai-prompts.php require.
for (const { file, source } of generatedPhp()) {
	writeFileSync(join(stage, 'includes', file), source);
}
mkdirSync(join(stage, 'build'), { recursive: true });
// The money contract, which includes/payment-button-block.php checks a product against before it
// renders the form to the checkout.
cpSync(
	resolve(packagesDir, 'api-client', 'src', 'money-contract', 'contract.json'),
	join(stage, 'build', 'money-contract.json')
);
cpSync(
	join(pluginRoot, 'plugin', 'assets', 'react-jsx-runtime.js'),
	join(stage, 'build', 'react-jsx-runtime.js')
);

for (const folder of packages) {
	const result = await buildForWordPress(join(packagesDir, folder));
	cpSync(result.outDir, join(stage, 'build', folder), { recursive: true });
	console.log(
		`${result.handle}: ${result.blocks.length} block(s), ${result.chunks.length} chunk(s) loaded on first use; ` +
			`depends on ${result.dependencies.join(', ')}` +
			(result.view ? `; view.js depends on ${result.view.dependencies.join(', ')}` : '')
	);
}
writeFileSync(join(stage, 'build', 'packages.json'), `${JSON.stringify(packages)}\n`);

// What the block editor loads of Blockyard on every page: the host's one script (its chunks load on
// first use), with the @wordpress packages WordPress does not ship (the icons). Raise the limit only
// with the reason in the commit (docs/decisions/0070-one-editor-script-in-wordpress.md).
const EDITOR_SCRIPT_LIMIT_KIB = 55;
const editorScript = gzipSync(readFileSync(join(stage, 'build', 'editor', 'index.js')), {
	level: 9,
}).byteLength;
console.log(
	`blockyard-editor: ${(editorScript / 1024).toFixed(1)} KiB of gzip at every editor load (limit ${EDITOR_SCRIPT_LIMIT_KIB})`
);
if (editorScript > EDITOR_SCRIPT_LIMIT_KIB * 1024) {
	throw new Error(
		`The editor's script (build/editor/index.js) weighs ${(editorScript / 1024).toFixed(1)} KiB of gzip, over its ${EDITOR_SCRIPT_LIMIT_KIB} KiB: what registering the blocks needs grew (see tools/size-check's journeys).`
	);
}
// What the packages' blocks save beyond what WordPress lets an author keep, in one file for includes/kses.php.
writeFileSync(
	join(stage, 'build', 'kses.json'),
	`${JSON.stringify(mergeAllowances(packages.map((folder) => readAllowance(join(packagesDir, folder)))))}\n`
);

// The hosts the packages' blocks frame: includes/kses.php keeps an author's iframe `src` only on one of them.
writeFileSync(
	join(stage, 'build', 'frame-hosts.json'),
	`${JSON.stringify(mergeFrameHosts(packages.map((folder) => readFrameHosts(join(packagesDir, folder)))))}\n`
);

// The hosts the packages' blocks load media from: includes/saved-output-render.php keeps a rendered
// block's absolute media address only on the site, the platform's media hosts or one of them.
writeFileSync(
	join(stage, 'build', 'media-hosts.json'),
	`${JSON.stringify(mergeFrameHosts(packages.map((folder) => readMediaHosts(join(packagesDir, folder)))))}\n`
);

// The translations: the template, and for each language its .mo file (the PHP and the block.json
// files) and a JSON file for each script and chunk that uses a translated string.
for (const [locale, files] of Object.entries(writePluginTranslations(stage))) {
	console.log(`languages: ${locale}, a .mo file and ${files.length - 1} script translation(s)`);
}

/** Every file below `dir`, keyed by its path inside the zip (under `blockyard/`). */
function zipEntries(dir: string): Record<string, Uint8Array> {
	const entries: Record<string, Uint8Array> = {};
	const walk = (path: string): void => {
		for (const entry of readdirSync(path, { withFileTypes: true })) {
			const full = join(path, entry.name);
			if (entry.isDirectory()) {
				walk(full);
			} else {
				entries[`blockyard/${relative(dir, full)}`] = readFileSync(full);
			}
		}
	};
	walk(dir);
	return entries;
}
writeFileSync(join(pluginRoot, 'dist', 'blockyard.zip'), zipSync(zipEntries(stage), { level: 9 }));
console.log(`plugin: ${relative(process.cwd(), join(pluginRoot, 'dist', 'blockyard.zip'))}`);
