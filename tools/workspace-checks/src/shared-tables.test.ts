// Tables that live in more than one language or program, because each side must have them
// without loading the other: the WordPress plugin's PHP, the local provider and the playground
// keep their own copies of a package's table. These tests fail when a copy and its source disagree.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every `{ name: 'x', width: N, height: M` of a TypeScript table, as `x NxM`, sorted. */
function tsFormats(table: string): string[] {
	return [...table.matchAll(/name: '([a-z_]+)', width: (\d+), height: (\d+)/g)]
		.map(([, name, width, height]) => `${name} ${width}x${height}`)
		.sort();
}

/** The text between `start` and the next `end` in a file (a constant's body). */
function body(path: string, start: string, end: string): string {
	const text = read(path);
	const from = text.indexOf(start);
	expect(from, `${start} in ${path}`).toBeGreaterThanOrEqual(0);
	return text.slice(from, text.indexOf(end, from + start.length));
}

const blockNames = (text: string): string[] =>
	[...new Set([...text.matchAll(/'(blockyard\/[a-z-]+)'/g)].map(([, name]) => name ?? ''))].sort();

describe('the ad formats', () => {
	const source = tsFormats(
		body('packages/payments/src/blocks/ad/formats.ts', 'AD_FORMATS: readonly', '] as const')
	);

	it('are four, with their sizes', () => {
		expect(source).toHaveLength(4);
	});

	it("are the local provider's ad network's", () => {
		expect(
			tsFormats(body('tools/local-provider/src/ads/ad-formats.ts', 'NETWORK_AD_FORMATS:', '];'))
		).toEqual(source);
	});

	it("are the WordPress plugin's", () => {
		const php = body(
			'packages/wordpress-plugin/plugin/includes/ad-block.php',
			'BLOCKYARD_AD_FORMATS',
			');\n'
		);
		const formats = [...php.matchAll(/'([a-z_]+)'\s*=>\s*array\(\s*(\d+),\s*(\d+)\s*\)/g)]
			.map(([, name, width, height]) => `${name} ${width}x${height}`)
			.sort();
		expect(formats).toEqual(source);
	});
});

describe('the paid blocks', () => {
	const source = blockNames(body('packages/payments/src/paid-blocks/paid-blocks.ts', 'PAID_BLOCKS', '});'));

	it('are listed', () => {
		expect(source.length).toBeGreaterThan(0);
	});

	it("are the WordPress plugin's", () => {
		expect(
			blockNames(
				body(
					'packages/wordpress-plugin/plugin/includes/site-plans.php',
					'BLOCKYARD_PAID_BLOCKS =',
					');'
				)
			)
		).toEqual(source);
	});

	it("are the playground's", () => {
		expect(
			blockNames(body('tools/playground/src/editor/playground-site.ts', 'PAID_BLOCK_NAMES', '];'))
		).toEqual(source);
	});
});

describe('the Instagram gallery’s limits', () => {
	/** Every `name: { min: A, max: B, default: C }` of the block's table, as `name A..B C`. */
	const source = [
		...body(
			'packages/embeds/src/blocks/instagram-gallery/limits.ts',
			'GALLERY_LIMITS',
			'} as const'
		).matchAll(/([a-z]+): \{ min: (\d+), max: (\d+), default: (\d+) \}/g),
	].map(([, name, min, max, fallback]) => `${name} ${min}..${max} ${fallback}`);

	it('are the count’s, the columns’ and the spacing’s', () => {
		expect(source.map((limit) => limit.split(' ')[0])).toEqual(['count', 'columns', 'spacing']);
	});

	it("are the WordPress plugin's render filter's", () => {
		const php = body(
			'packages/wordpress-plugin/plugin/includes/instagram-gallery-block.php',
			'BLOCKYARD_INSTAGRAM_LIMITS',
			');\n);'
		);
		expect(
			[...php.matchAll(/'([a-z]+)'\s*=>\s*array\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)/g)].map(
				([, name, min, max, fallback]) => `${name} ${min}..${max} ${fallback}`
			)
		).toEqual(source);
	});
});
