// The npm build every publishable package shares: ES modules that keep the source's
// file layout (so `sideEffects` and per-block imports stay meaningful), every
// dependency left as an import, and each block folder's block.json and CSS copied
// beside its code, where WordPress's `register_block_type()` looks for them. The
// package's `style.css` and `editor.css` join every block's, for an app that registers
// them all.
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { omitServerOnlyMetadata } from './tools/workspace/src/manifest/vite-plugin.ts';
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) {
			return name === 'test' || name === '__fixtures__' ? [] : filesUnder(path, keep);
		}
		return keep(path) ? [path] : [];
	});
}

function copyBlockAssets(packageDir: string): Plugin {
	return {
		name: 'blockyard:copy-block-assets',
		apply: 'build',
		closeBundle() {
			const src = join(packageDir, 'src');
			for (const file of filesUnder(src, (path) => /(block\.json|\.css)$/.test(path))) {
				const target = join(packageDir, 'dist', relative(src, file));
				mkdirSync(dirname(target), { recursive: true });
				copyFileSync(file, target);
			}
			for (const sheet of ['style.css', 'editor.css']) {
				writePackageStylesheet(join(packageDir, 'dist'), sheet);
			}
		},
	};
}

/** `dist/<sheet>`: every block's `<sheet>`, in block-name order, each under a comment naming it. */
function writePackageStylesheet(dist: string, sheet: string): void {
	const blocksDir = join(dist, 'blocks');
	const parts = existsSync(blocksDir)
		? readdirSync(blocksDir)
				.sort()
				.map((block) => join('blocks', block, sheet))
				.filter((file) => existsSync(join(dist, file)))
		: [];
	if (parts.length > 0) {
		const css = parts.map((file) => `/* ${file} */\n${readFileSync(join(dist, file), 'utf8')}`);
		writeFileSync(join(dist, sheet), css.join('\n'));
	}
}

export function libraryConfig(packageDir: string): UserConfig {
	const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
		dependencies?: Record<string, string>;
		peerDependencies?: Record<string, string>;
	};
	const external = [
		...Object.keys(manifest.dependencies ?? {}),
		...Object.keys(manifest.peerDependencies ?? {}),
		'react',
		'react-dom',
	];
	const isExternal = (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`));

	return defineConfig({
		resolve: { conditions: ['@blockyard/source', ...defaultClientConditions] },
		plugins: [omitServerOnlyMetadata(), copyBlockAssets(packageDir)],
		build: {
			outDir: join(packageDir, 'dist'),
			emptyOutDir: true,
			sourcemap: true,
			minify: false,
			lib: { entry: join(packageDir, 'src/index.ts'), formats: ['es'] },
			rolldownOptions: {
				external: isExternal,
				output: {
					preserveModules: true,
					preserveModulesRoot: join(packageDir, 'src'),
					entryFileNames: '[name].js',
				},
			},
		},
	});
}
