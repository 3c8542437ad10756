import { describe, expect, it } from 'vitest';

import {
	allowsBlockTier,
	blockTierChoiceOf,
	EVERY_BLOCK_TIER,
	type BlockTier,
	type BlockTierChoice,
} from './tiers';

const TIERS: readonly BlockTier[] = ['production', 'beta', 'experimental', 'no-post-editor'];

/** The tiers that register under `choice`. */
const registered = (choice?: BlockTierChoice) => TIERS.filter((tier) => allowsBlockTier(tier, choice));

describe('allowsBlockTier', () => {
	it('registers production blocks only, by default, in a post editor', () => {
		expect(registered()).toEqual(['production']);
		expect(registered({ tiers: [] })).toEqual(['production']);
		expect(registered({ tiers: ['production'], postEditor: true })).toEqual(['production']);
	});

	it('adds beta blocks where the host allows beta, and experimental ones only where it allows those', () => {
		expect(registered({ tiers: ['beta'] })).toEqual(['production', 'beta']);
		// Experimental takes in beta.
		expect(registered({ tiers: ['experimental'] })).toEqual(['production', 'beta', 'experimental']);
		expect(registered({ tiers: ['beta', 'experimental'] })).toEqual([
			'production',
			'beta',
			'experimental',
		]);
	});

	it('registers no-post-editor blocks outside the post editor only, whatever the tiers', () => {
		expect(registered({ postEditor: false })).toEqual(['production', 'no-post-editor']);
		expect(registered({ tiers: ['no-post-editor'] })).toEqual(['production']);
		expect(registered({ tiers: ['beta'], postEditor: false })).toEqual([
			'production',
			'beta',
			'no-post-editor',
		]);
	});
});

it('lets every tier in with EVERY_BLOCK_TIER', () => {
	expect(registered(EVERY_BLOCK_TIER)).toEqual(TIERS);
});

describe('blockTierChoiceOf', () => {
	it('takes the site’s tiers, and the post editor unless the host says another', () => {
		expect(blockTierChoiceOf({ site: {} })).toEqual({ tiers: undefined, postEditor: true });
		expect(blockTierChoiceOf({ site: { blockTiers: ['beta'] }, editorKind: 'post' })).toEqual({
			tiers: ['beta'],
			postEditor: true,
		});
		expect(blockTierChoiceOf({ site: {}, editorKind: 'site' }).postEditor).toBe(false);
		expect(blockTierChoiceOf({ site: {}, editorKind: 'widgets' }).postEditor).toBe(false);
	});
});
