import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { measure } from './measure';

const root = resolve(import.meta.dirname, '../../..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder whose node_modules holds `fixture`: a side-effect-free package of a small and a large module. */
function fixturePackage(): string {
	const dir = mkdtempSync(join(tmpdir(), 'size-check-'));
	temporary.push(dir);
	const pkg = join(dir, 'node_modules', 'fixture');
	mkdirSync(pkg, { recursive: true });
	writeFileSync(
		join(pkg, 'package.json'),
		JSON.stringify({ name: 'fixture', type: 'module', sideEffects: false, main: 'index.js' })
	);
	writeFileSync(
		join(pkg, 'index.js'),
		`export { small } from './small.js';\nexport { large } from './large.js';\n`
	);
	writeFileSync(join(pkg, 'small.js'), `export const small = 1;\n`);
	writeFileSync(join(pkg, 'large.js'), `export const large = ${JSON.stringify('x'.repeat(2000))};\n`);
	// Loads large.js on first use, through the package's index (as a block loads its edit).
	writeFileSync(join(pkg, 'later.js'), `export const later = () => import('./large.js');\n`);
	writeFileSync(
		join(pkg, 'package.json'),
		JSON.stringify({
			name: 'fixture',
			type: 'module',
			sideEffects: false,
			exports: { '.': './index.js', './later': './later.js' },
		})
	);
	return dir;
}

describe('measure', () => {
	it('counts what a bundler ships, minified and gzipped', async () => {
		const text = JSON.stringify('hello '.repeat(200));
		const measured = await measure(`export const greeting = ${text};`, root);
		expect(measured.bytes).toBeGreaterThan(1000);
		expect(measured.gzipBytes).toBeLessThan(measured.bytes / 10);
	});

	it('leaves React and @wordpress/* to WordPress', async () => {
		const measured = await measure(
			`import { createElement } from 'react';
import { __ } from '@wordpress/i18n';
export const label = () => createElement('p', null, __('Hi'));`,
			root
		);
		expect(measured.bytes).toBeLessThan(200);
	});

	it('leaves out what it is told to, and counts React when told to count everything', async () => {
		const dir = fixturePackage();
		const alone = await measure(`export * from 'fixture';`, dir, { external: ['fixture'] });
		expect(alone.bytes).toBeLessThan(100);
		const source = `export { createElement } from 'react';`;
		const [left, counted] = await Promise.all([
			measure(source, root),
			measure(source, root, { external: [] }),
		]);
		expect(left.bytes).toBeLessThan(100);
		expect(counted.bytes).toBeGreaterThan(1000);
	});

	it('drops the modules of a package the entry does not use', async () => {
		const dir = fixturePackage();
		const [one, every] = await Promise.all([
			measure(`import { small } from 'fixture'; export const x = small;`, dir),
			measure(`export * from 'fixture';`, dir),
		]);
		expect(one.bytes).toBeLessThan(100);
		expect(every.bytes).toBeGreaterThan(1000);
	});

	it('weighs what loads on first use apart from the eager code, chunk by chunk', async () => {
		const dir = fixturePackage();
		const measured = await measure(
			`import { later } from 'fixture/later'; export const load = later;`,
			dir
		);
		expect(measured.bytes).toBeLessThan(200);
		expect(measured.lazy).toEqual([
			expect.objectContaining({ module: 'node_modules/fixture/large.js', bytes: expect.any(Number) }),
		]);
		expect(measured.lazy[0]?.bytes).toBeGreaterThan(2000);
	});

	it('weighs code that lazy chunks share on its own line when told to, and leaves it out of theirs', async () => {
		const dir = fixturePackage();
		const pkg = join(dir, 'node_modules', 'fixture');
		writeFileSync(
			join(pkg, 'one.js'),
			`import { large } from './large.js';\nexport const one = () => large + 1;\n`
		);
		writeFileSync(
			join(pkg, 'two.js'),
			`import { large } from './large.js';\nexport const two = () => large + 2;\n`
		);
		const source = `export const load = () => [import('fixture/one.js'), import('fixture/two.js')];`;
		writeFileSync(
			join(pkg, 'package.json'),
			JSON.stringify({ name: 'fixture', type: 'module', sideEffects: false, exports: { './*': './*' } })
		);
		const [together, apart] = await Promise.all([
			measure(source, dir),
			measure(source, dir, { shared: ['node_modules/fixture/large.js'] }),
		]);
		expect(together.lazy.map(({ bytes }) => bytes)).toEqual([expect.any(Number), expect.any(Number)]);
		expect(together.lazy.every(({ bytes }) => bytes > 2000)).toBe(true);
		expect(apart.lazy.every(({ bytes }) => bytes < 200)).toBe(true);
		expect(apart.shared).toEqual([
			expect.objectContaining({ holds: 'node_modules/fixture/large.js', bytes: expect.any(Number) }),
		]);
		expect(apart.shared[0]?.bytes).toBeGreaterThan(2000);
	});
});
