import type { AiPrompt, AiPromptScope } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useSyncExternalStore } from '@wordpress/element';

import { promptLibraryOf, type LibraryState, type PromptLibrary } from './library-store';

export interface UsePromptLibrary extends LibraryState {
	/** Every prompt of the list, whatever its kinds of block. */
	readonly all: readonly AiPrompt[];
	readonly library: PromptLibrary;
}

/**
 * The site's saved prompts, loaded the first time a component that shows them renders (a menu
 * being opened), then shared; with `scope`, only the prompts offered for that kind of block.
 */
export function usePromptLibrary(scope?: AiPromptScope): UsePromptLibrary {
	const library = promptLibraryOf(useHost().api);
	const state = useSyncExternalStore(library.subscribe, library.getState, library.getState);
	useEffect(() => {
		if (state.status === 'idle') {
			void library.load();
		}
	}, [library, state.status]);
	const prompts =
		scope === undefined ? state.prompts : state.prompts.filter(({ scopes }) => scopes.includes(scope));
	return { status: state.status, prompts, all: state.prompts, library };
}
