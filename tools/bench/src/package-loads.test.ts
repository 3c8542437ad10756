import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CORE_ALONE, packageLoadsOf, packageNames, roundOrder } from './package-loads';

describe('roundOrder', () => {
	it('turns the kinds by one place each round', () => {
		const kinds = ['none', 'content', 'forms'];
		expect(roundOrder(kinds, 0)).toEqual(['none', 'content', 'forms']);
		expect(roundOrder(kinds, 1)).toEqual(['content', 'forms', 'none']);
		expect(roundOrder(kinds, 3)).toEqual(kinds);
		expect(roundOrder([], 2)).toEqual([]);
	});
});

describe('packageLoadsOf', () => {
	it('compares each package alone with the core blocks alone, against a goal of ×1.01', () => {
		const result = packageLoadsOf(
			new Map([
				[CORE_ALONE, [1000, 1010, 990]],
				['content', [1005, 1000, 1009]],
				['media', [1100, 1090, 1120]],
			])
		);
		expect(result.samples).toBe(3);
		expect(result.core.median).toBe(1000);
		expect(result.packages.map(({ name, ratio, pass }) => ({ name, ratio, pass }))).toEqual([
			{ name: 'content', ratio: 1.005, pass: true },
			{ name: 'media', ratio: 1.1, pass: false },
		]);
		expect(result.packages[0]?.goal).toBe(1.01);
	});
});

describe('packageNames', () => {
	it('names every package the playground loads by name', () => {
		expect(packageNames(join(import.meta.dirname, '../../..'))).toEqual([
			'ai-assistant',
			'content',
			'embeds',
			'forms',
			'media',
			'payments',
			'ui',
		]);
	});
});
