// The shared table of saved-output cases (vectors.json): every hostile spelling the policy
// refuses and the values the blocks save, each with the rule it is judged by. The WordPress
// plugin runs the same table through its PHP policy (includes/saved-output-policy.php), so
// the editor and the server keep and refuse the same values.
import { describe, expect, it } from 'vitest';

import { safeCssColor, safeCssGradient, safeCssLength } from './css-policy';
import { isProviderSource, safeLinkUrl, safeMediaUrl } from './url-policy';
import vectors from './vectors.json' with { type: 'json' };

/** One case of the table. */
export interface SavedOutputVector {
	readonly rule: string;
	readonly value: string;
	readonly hosts?: readonly string[];
	readonly kept: boolean;
}

/** Whether the TypeScript policy keeps `vector.value` by its rule. */
function kept({ rule, value, hosts }: SavedOutputVector): boolean {
	switch (rule) {
		case 'link':
			return safeLinkUrl(value) !== undefined;
		case 'link+mailto+tel':
			return safeLinkUrl(value, ['mailto', 'tel']) !== undefined;
		case 'media':
			return safeMediaUrl(value) !== undefined;
		case 'media:hosts':
			return safeMediaUrl(value, hosts ?? []) !== undefined;
		case 'frame':
			return isProviderSource(value, hosts ?? []);
		case 'cssLength':
			return safeCssLength(value) !== undefined;
		case 'cssColor':
			return safeCssColor(value) !== undefined;
		case 'cssGradient':
			return safeCssGradient(value) !== undefined;
		default:
			throw new Error(`vectors.json: unknown rule "${rule}"`);
	}
}

const table: readonly SavedOutputVector[] = vectors;

describe('the shared saved-output vectors', () => {
	it('cover every rule, hostile and kept, with hosts where the rule takes them', () => {
		const rules = [
			'link',
			'link+mailto+tel',
			'media',
			'media:hosts',
			'frame',
			'cssLength',
			'cssColor',
			'cssGradient',
		];
		for (const rule of rules) {
			const cases = table.filter((vector) => vector.rule === rule);
			expect(
				cases.some((vector) => vector.kept),
				rule
			).toBe(true);
			expect(
				cases.some((vector) => !vector.kept),
				rule
			).toBe(true);
		}
		expect(table.every((vector) => rules.includes(vector.rule))).toBe(true);
		expect(
			table.every(
				(vector) => (vector.hosts !== undefined) === ['media:hosts', 'frame'].includes(vector.rule)
			)
		).toBe(true);
	});

	it.each(table.map((vector) => [vector.rule, JSON.stringify(vector.value), vector.kept, vector] as const))(
		'%s %s: kept %s',
		(_rule, _value, expected, vector) => {
			expect(kept(vector)).toBe(expected);
		}
	);
});
