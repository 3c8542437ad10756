import { describe, expect, it } from 'vitest';

import {
	codeEntrypoints,
	exportTargets,
	isTestCode,
	matchesSideEffect,
	matchesTarget,
	packageShapeProblems,
} from './package-shape';

const manifest = {
	name: '@blockyard/content',
	sideEffects: ['**/*.css'],
	exports: {
		'.': { '@blockyard/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' },
		'./style.css': './dist/style.css',
		'./blocks/*/block.json': './dist/blocks/*/block.json',
		'./blocks/*/style.css': './dist/blocks/*/style.css',
		'./package.json': './package.json',
	},
};
const files = [
	'package.json',
	'dist/index.js',
	'dist/index.d.ts',
	'dist/style.css',
	'dist/blocks/business-hours/block.json',
	'dist/blocks/business-hours/style.css',
];

describe('exportTargets', () => {
	it('flattens conditions and leaves out the workspace’s source condition', () => {
		expect(exportTargets(manifest.exports)).toEqual([
			['.', './dist/index.d.ts'],
			['.', './dist/index.js'],
			['./style.css', './dist/style.css'],
			['./blocks/*/block.json', './dist/blocks/*/block.json'],
			['./blocks/*/style.css', './dist/blocks/*/style.css'],
			['./package.json', './package.json'],
		]);
		expect(exportTargets('./dist/index.js')).toEqual([['.', './dist/index.js']]);
		expect(exportTargets({ types: './a.d.ts', import: './a.js' })).toEqual([
			['.', './a.d.ts'],
			['.', './a.js'],
		]);
	});
});

describe('codeEntrypoints', () => {
	it('lists the subpaths that lead to code, not stylesheets, JSON or patterns', () => {
		expect(
			codeEntrypoints({ ...manifest.exports, './view': { types: './v.d.ts', import: './v.js' } })
		).toEqual(['.', './view']);
	});
});

describe('matching', () => {
	it('matches export patterns across folders, as Node does', () => {
		expect(matchesTarget('./dist/blocks/*/block.json', 'dist/blocks/business-hours/block.json')).toBe(
			true
		);
		expect(matchesTarget('./dist/blocks/*/block.json', 'dist/blocks/a/b/block.json')).toBe(true);
		expect(matchesTarget('./dist/blocks/*/block.json', 'dist/block.json')).toBe(false);
		expect(matchesTarget('./dist/index.js', 'dist/index.js')).toBe(true);
		expect(matchesTarget('./dist/index.js', 'dist/indexXjs')).toBe(false);
	});

	it('matches sideEffects globs as bundlers do', () => {
		expect(matchesSideEffect('**/*.css', 'dist/blocks/x/style.css')).toBe(true);
		expect(matchesSideEffect('**/*.css', 'style.css')).toBe(true);
		expect(matchesSideEffect('*.css', 'dist/blocks/x/style.css')).toBe(true);
		expect(matchesSideEffect('./dist/wordpress-view.js', 'dist/wordpress-view.js')).toBe(true);
		expect(matchesSideEffect('./dist/wordpress-view.js', 'dist/index.js')).toBe(false);
	});
});

describe('packageShapeProblems', () => {
	it('accepts a package whose exports reach every block.json and stylesheet', () => {
		expect(packageShapeProblems(manifest, files)).toEqual([]);
	});

	it('reports a block.json or stylesheet a consumer cannot import', () => {
		const exports = Object.fromEntries(
			Object.entries(manifest.exports).filter(
				([subpath]) => subpath !== './blocks/*/block.json' && subpath !== './style.css'
			)
		);
		expect(packageShapeProblems({ ...manifest, exports }, files)).toEqual([
			'dist/style.css is not reachable through exports',
			'dist/blocks/business-hours/block.json is not reachable through exports',
		]);
	});

	it('reports a stylesheet a bundler would drop', () => {
		expect(packageShapeProblems({ ...manifest, sideEffects: false }, files)).toEqual([
			'dist/style.css is not listed in sideEffects (a bundler would drop its import)',
			'dist/blocks/business-hours/style.css is not listed in sideEffects (a bundler would drop its import)',
		]);
	});

	it('reports an export or a side-effect module missing from the tarball', () => {
		const missing = {
			...manifest,
			sideEffects: ['**/*.css', './dist/wordpress-view.js'],
			exports: { ...manifest.exports, './editor.css': './dist/editor.css' },
		};
		expect(packageShapeProblems(missing, files)).toEqual([
			'exports["./editor.css"] → ./dist/editor.css: no such file in the tarball',
			'sideEffects names ./dist/wordpress-view.js, which is not in the tarball',
		]);
	});

	it('reports test code in the tarball', () => {
		const withTests = [
			...files,
			'dist/blocks/donations/test-attributes.d.ts',
			'dist/blocks/video/upload/fake-upload.js',
			'dist/blocks/video/edit/test/test-harness.d.ts.map',
			'dist/blocks/video/edit/edit.test.d.ts',
		];
		expect(packageShapeProblems(manifest, withTests)).toEqual([
			'dist/blocks/donations/test-attributes.d.ts is test code (tests are *.test.ts(x); what only tests use lives in a test/ folder, which the build leaves out)',
			'dist/blocks/video/upload/fake-upload.js is test code (tests are *.test.ts(x); what only tests use lives in a test/ folder, which the build leaves out)',
			'dist/blocks/video/edit/test/test-harness.d.ts.map is test code (tests are *.test.ts(x); what only tests use lives in a test/ folder, which the build leaves out)',
			'dist/blocks/video/edit/edit.test.d.ts is test code (tests are *.test.ts(x); what only tests use lives in a test/ folder, which the build leaves out)',
		]);
	});
});

describe('isTestCode', () => {
	it('knows tests and their helpers by their names and folders', () => {
		for (const file of [
			'dist/a.test.js',
			'dist/a.test.d.ts',
			'dist/a.spec.js',
			'dist/types.test-d.d.ts',
			'dist/test/helper.js',
			'dist/blocks/x/__tests__/a.js',
			'dist/__mocks__/fetch.js',
			'test/fixtures/a.html',
			'dist/blocks/x/test-data.d.ts',
			'dist/blocks/x/fake-site.js',
			'dist/blocks/x/edit/render-test-harness.js',
		]) {
			expect(isTestCode(file), file).toBe(true);
		}
	});

	it('leaves the package’s own files alone, however close their names', () => {
		for (const file of [
			'package.json',
			'README.md',
			'dist/index.js',
			'dist/blocks/contest/block.json',
			'dist/blocks/x/latest-posts.js',
			'dist/blocks/x/attestation.d.ts',
			'dist/testimonials.js',
			'dist/fakes.css',
		]) {
			expect(isTestCode(file), file).toBe(false);
		}
	});
});
