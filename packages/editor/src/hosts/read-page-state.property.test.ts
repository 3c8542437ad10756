// @vitest-environment node
// The page state is checked without zod (page-state-checks.ts), so that registration does not
// carry zod's core. The zod schema below is the contract those checks stand for: on states
// near and far from valid, both accept the same ones and give the same result.
import { aiFeatureSchema } from '@blockyard/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { readWordPressPageState } from './read-page-state';

const contract = z.object({
	restRoot: z.string().check(z.minLength(1)),
	providerRoot: z.optional(z.string().check(z.minLength(1))),
	nonce: z.string(),
	locale: z.string().check(z.minLength(2)),
	siteType: z.enum(['simple', 'atomic', 'self-hosted']),
	siteId: z.optional(z.int().check(z.positive())),
	features: z.record(z.string(), z.boolean()),
	isPrivate: z.optional(z.boolean()),
	requiredPlans: z.optional(
		z.record(
			z.string(),
			z.object({
				slug: z.string().check(z.minLength(1)),
				name: z.string().check(z.minLength(1)),
				checkoutUrl: z.optional(z.url({ protocol: /^https?$/ })),
			})
		)
	),
	tracks: z.optional(z.boolean()),
	connection: z.optional(z.unknown()),
	platformRoot: z.optional(z.string().check(z.minLength(1))),
	geocodingRoot: z.optional(z.url({ protocol: /^https?$/ })),
	aiFeature: z.optional(aiFeatureSchema),
	blockTiers: z.optional(z.array(z.enum(['beta', 'experimental']))),
	editorKind: z.optional(z.enum(['post', 'site', 'widgets'])),
});

/** A right value, or now and then a wrong one: one of `near` (just wrong) or of another kind. */
const either = <T>(right: fc.Arbitrary<T>, ...near: unknown[]) =>
	fc.oneof(
		{ weight: 30, arbitrary: right },
		{
			weight: 1,
			arbitrary: fc.constantFrom<unknown>(...near, undefined, null, 0, -1, 1.5, '', 'x', [], {}, true),
		}
	);

const text = (minLength = 0) => fc.string({ minLength, maxLength: 8 });
const address = either(fc.webUrl(), 'javascript:alert(1)', 'ftp://example.com/', 'data:text/html,x', '//x');

const aiFeature = fc.record(
	{
		'has-feature': either(fc.boolean()),
		'is-over-limit': either(fc.boolean()),
		'requests-count': either(fc.integer(), Number.NaN, '20'),
		'requests-limit': either(fc.integer(), Number.POSITIVE_INFINITY),
		'site-require-upgrade': either(fc.boolean()),
		'error-message': either(text()),
		'error-code': either(text()),
		'upgrade-type': either(fc.constantFrom('default', 'vip')),
	},
	{
		requiredKeys: [
			'has-feature',
			'is-over-limit',
			'requests-count',
			'requests-limit',
			'site-require-upgrade',
		],
	}
);

const pageState = fc.record(
	{
		restRoot: either(fc.constantFrom('https://example.com/wp-json/', '/wp-json/')),
		providerRoot: either(text(1)),
		nonce: either(text()),
		locale: either(fc.constantFrom('en_US', 'de_DE'), 'e'),
		siteType: either(fc.constantFrom('simple', 'atomic', 'self-hosted'), 'mystery'),
		siteId: either(fc.integer({ min: 1, max: 99_999 }), 2.5, Number.MAX_VALUE),
		features: either(fc.dictionary(text(), either(fc.boolean()), { maxKeys: 3 })),
		isPrivate: either(fc.boolean()),
		requiredPlans: either(
			fc.dictionary(
				fc.constantFrom('blockyard/donations', 'blockyard/payment-button'),
				fc.record(
					{ slug: either(text(1)), name: either(text(1)), checkoutUrl: address },
					{ requiredKeys: ['slug', 'name'] }
				)
			)
		),
		tracks: either(fc.boolean()),
		connection: fc.jsonValue(),
		platformRoot: either(text(1)),
		geocodingRoot: address,
		aiFeature: either(aiFeature),
		blockTiers: either(fc.array(fc.constantFrom('beta', 'experimental'), { maxLength: 2 }), [
			'production',
		]),
		editorKind: either(fc.constantFrom('post', 'site', 'widgets'), 'customizer'),
		extra: fc.string(),
	},
	{ requiredKeys: ['restRoot', 'nonce', 'locale', 'siteType', 'features'] }
);

const read = (value: unknown) => {
	try {
		return { ok: true as const, state: readWordPressPageState(value) };
	} catch {
		return { ok: false as const };
	}
};

describe('the page state checks', () => {
	it('accept exactly the states the zod contract accepts, with the same result', () => {
		fc.assert(
			fc.property(pageState, (value) => {
				const expected = contract.safeParse(value);
				const actual = read(value);
				expect(actual.ok).toBe(expected.success);
				if (actual.ok && expected.success) {
					// The reader leaves out what is absent and freezes what it keeps: compare as JSON.
					expect(JSON.parse(JSON.stringify(actual.state))).toEqual(
						JSON.parse(JSON.stringify(expected.data))
					);
				}
			}),
			{ numRuns: 2000 }
		);
	});
});
