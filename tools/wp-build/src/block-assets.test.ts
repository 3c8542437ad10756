import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { blockPackages, readBlockFolders } from '@blockyard/workspace/manifest';
import { describe, expect, it } from 'vitest';

import { rightToLeftCss } from './block-assets';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every block stylesheet of every package: packages/<package>/src/blocks/<block>/<name>.css. */
const blockStylesheets = (): string[] =>
	blockPackages(root).flatMap((pkg) =>
		readBlockFolders(join(root, 'packages', pkg)).flatMap(({ dir }) =>
			readdirSync(dir)
				.filter((name) => name.endsWith('.css'))
				.map((name) => join(dir, name))
		)
	);

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
			const css = readFileSync(sheet, 'utf8');
			const turned = rules(rightToLeftCss(css));
			rules(css).forEach((rule, index) => {
				if (CHOSEN_SIDE.test(rule.selector.replace(/:not\([^)]*\)/g, ''))) {
					expect(turned[index], `${sheet}: ${rule.selector}`).toEqual(rule);
				}
			});
		}
	});
});
