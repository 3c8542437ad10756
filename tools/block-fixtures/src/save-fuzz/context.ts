// One block's save-fuzz run: what `describeSaveFuzz` hands each run, and the markup policy the
// options set for the block.
import type { SavedMarkupPolicy } from '../saved-markup-checks';
import type { SaveFuzzOptions } from './describe-save-fuzz';
import type { FixtureBlock } from './templates';

export interface BlockFuzzContext {
	readonly name: string;
	readonly seed: number;
	readonly options: SaveFuzzOptions;
	readonly fixtureBlocks: readonly FixtureBlock[];
	/** The blocks fuzzed on their own in this run: not fuzzed again as another's inner block. */
	readonly fuzzed: ReadonlySet<string>;
	readonly deprecatedAttributes: ReadonlyMap<string, Record<string, unknown>>;
}

/** The block's markup policy, from the options. */
export function policyOf(context: BlockFuzzContext): SavedMarkupPolicy {
	const { name, options } = context;
	return {
		sourceHosts: options.sourceHosts?.[name] ?? [],
		...(options.mediaHosts?.[name] ? { mediaHosts: options.mediaHosts[name] } : {}),
		backgroundImage: options.backgroundImageBlocks?.includes(name) ?? false,
	};
}
