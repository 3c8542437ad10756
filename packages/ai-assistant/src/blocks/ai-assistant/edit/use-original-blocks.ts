import { useRegisteredStore } from '@blockyard/ui';
import type { Block } from '@wordpress/blocks';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';

import { blockToMarkdown } from '../../../markdown/block-to-markdown';
import { aiAssistantStore } from '../../../store';

export interface OriginalBlocks {
	/** The blocks this AI block replaced (a transform), left in the store. */
	readonly peek: () => readonly Block[] | undefined;
	/** The same blocks, taken once: Accept and Undo use them up. */
	readonly take: () => readonly Block[] | undefined;
}

/** The blocks this AI block replaced when it was made by a transform, as the session store keeps them. */
export function useOriginalBlocks(clientId: string): OriginalBlocks {
	const registry = useRegistry();
	const { forgetOriginalBlocks } = useDispatch(useRegisteredStore(aiAssistantStore));
	const peek = useCallback(
		() => registry.select(aiAssistantStore).getOriginalBlocks(clientId),
		[clientId, registry]
	);
	const take = useCallback(() => {
		const originals = peek();
		void forgetOriginalBlocks(clientId);
		return originals;
	}, [clientId, forgetOriginalBlocks, peek]);
	return useMemo(() => ({ peek, take }), [peek, take]);
}

/**
 * The blocks this AI block replaced, as markdown (what the AI was given), or undefined when
 * it replaced none: the text an AI change to the post is reviewed against.
 */
export function useOriginalMarkdown(originals: OriginalBlocks): string | undefined {
	const made = originals.peek();
	return useMemo(
		() => (made === undefined || made.length === 0 ? undefined : made.map(blockToMarkdown).join('\n\n')),
		[made]
	);
}
