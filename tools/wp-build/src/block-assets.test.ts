import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { rightToLeftCss } from './block-assets';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every block stylesheet of every package: packages/<package>/src/blocks/<block>/<name>.css. */
function blockStylesheets(): string[] {
	const packagesDir = join(root, 'packages');
	return readdirSync(packagesDir).flatMap((pkg) => {
		const blocksDir = join(packagesDir, pkg, 'src', 'blocks');
		let blocks: string[];
		try {
			blocks = readdirSync(blocksDir);
		} catch {
			return [];
		}
		return blocks.flatMap((block) => {
			try {
				return readdirSync(join(blocksDir, block))
					.filter((name) => name.endsWith('.css'))
					.map((name) => join('packages', pkg, 'src', 'blocks', block, name));
			} catch {
				return [];
			}
		});
	});
}

/** A side the author chose, named in a selector (not one it excludes with `:not()`). */
const CHOSEN_SIDE = /\.(?:alignleft|alignright|has-text-align-left|has-text-align-right)\b/;

/** Each rule's selector and its declarations, comments left out (no nesting in block stylesheets). */
function rules(css: string): { selector: string; declarations: string }[] {
	const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
	return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
		selector: selector.trim(),
		declarations: body.replace(/\s+/g, ' ').trim(),
	}));
}

describe('rightToLeftCss', () => {
	it('turns a block stylesheet for right-to-left pages', () => {
		expect(rightToLeftCss('.a { margin-left: 1em; text-align: left; }')).toBe(
			'.a { margin-right: 1em; text-align: right; }'
		);
	});

	it('keeps the side an author chose (alignleft, has-text-align-right…) in every block stylesheet', () => {
		const sheets = blockStylesheets();
		expect(sheets.length).toBeGreaterThan(20);
		for (const sheet of sheets) {
			const css = readFileSync(join(root, sheet), 'utf8');
			const turned = rules(rightToLeftCss(css));
			rules(css).forEach((rule, index) => {
				if (CHOSEN_SIDE.test(rule.selector.replace(/:not\([^)]*\)/g, ''))) {
					expect(turned[index], `${sheet}: ${rule.selector}`).toEqual(rule);
				}
			});
		}
	});
});
