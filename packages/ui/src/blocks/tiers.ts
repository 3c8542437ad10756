/**
 * How far along a block is, which decides where it registers. `production`: everywhere.
 * `beta`: where the host allows beta (or experimental) blocks. `experimental`: where it allows
 * experimental ones. `no-post-editor`: a finished block that makes no sense in a post (a
 * template's, a widget area's), registered only outside the post editor. A block's tier is
 * its block.json `blockyard.tier` (absent: production).
 */
export type BlockTier = 'production' | 'beta' | 'experimental' | 'no-post-editor';

/** Which blocks a host lets register: what {@link allowsBlockTier} decides from. */
export interface BlockTierChoice {
	/**
	 * The tiers the host allows beside production, which is always allowed. Each takes in the
	 * one before it: `experimental` allows beta blocks too. Absent: production only.
	 */
	readonly tiers?: readonly BlockTier[] | undefined;
	/**
	 * False when the editor is not a post editor (the site editor, the widgets screen):
	 * `no-post-editor` blocks register only then. Absent: a post editor.
	 */
	readonly postEditor?: boolean | undefined;
}

/**
 * The choice that registers every block, whatever its tier: for a package's own tests of all
 * its blocks (fixtures, the save fuzzer), never for an editor.
 */
export const EVERY_BLOCK_TIER: BlockTierChoice = Object.freeze({
	tiers: Object.freeze(['experimental'] as const),
	postEditor: false,
});

/**
 * The choice a host makes: the tiers its site allows and whether it is a post editor.
 *
 * @example
 * registerContentBlocks(blockTierChoiceOf(host));
 */
export function blockTierChoiceOf(host: {
	readonly site: { readonly blockTiers?: readonly BlockTier[] | undefined };
	readonly editorKind?: string | undefined;
}): BlockTierChoice {
	return { tiers: host.site.blockTiers, postEditor: (host.editorKind ?? 'post') === 'post' };
}

/** The tiers that take in the one of the key, production aside. */
const ALLOWED_BY: Readonly<Record<'beta' | 'experimental', readonly BlockTier[]>> = {
	beta: ['beta', 'experimental'],
	experimental: ['experimental'],
};

/**
 * Whether a block of `tier` registers under `choice`: production always; beta when the host
 * allows beta or experimental; experimental when it allows experimental; no-post-editor
 * outside the post editor only.
 *
 * @example
 * allowsBlockTier('beta', { tiers: ['experimental'] }); // true
 * allowsBlockTier('beta', {}); // false: production only
 */
export function allowsBlockTier(tier: BlockTier, choice: BlockTierChoice = {}): boolean {
	switch (tier) {
		case 'production':
			return true;
		case 'no-post-editor':
			return choice.postEditor === false;
		default:
			return ALLOWED_BY[tier].some((allowed) => choice.tiers?.includes(allowed) === true);
	}
}
