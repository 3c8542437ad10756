import { lazyComponent, useHost } from '@blockyard/ui';

import { AI_GHOST_TEXT_FLAG } from '../../feature/flags';

/** The ghost text's code, loaded the first time a paragraph is selected with the flag on. */
const GhostText = lazyComponent(() => import('./ghost-text'));

/** Loads the ghost text's code now; resolves once it is here (tests). */
export const preloadGhostText = (): Promise<void> => GhostText.preload();

/** Ghost text is offered in paragraphs. */
const GHOST_TEXT_BLOCK = 'core/paragraph';

export interface GhostTextWhereOnProps {
	readonly clientId: string;
	/** The selected block's name. */
	readonly blockName: string | undefined;
}

/**
 * Ghost text in the selected paragraph where the site turned it on (its `ai-ghost-text` flag);
 * rendered by the text blocks' AI controls, so only where the AI Assistant is available.
 * Without the flag its code is never loaded.
 */
export function GhostTextWhereOn({ clientId, blockName }: GhostTextWhereOnProps) {
	const { site } = useHost();
	if (site.features[AI_GHOST_TEXT_FLAG] !== true || blockName !== GHOST_TEXT_BLOCK) {
		return null;
	}
	return <GhostText clientId={clientId} />;
}
