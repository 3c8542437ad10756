import type { AiFeature } from '@blockyard/api-client';
import { useIsUserConnected } from '@blockyard/connection';
import { useOptionalHost, type HostSite } from '@blockyard/ui';
import { getBlockType } from '@wordpress/blocks';

import { AI_ASSISTANT_BLOCK_NAME } from './block-name';
import { AI_ASSISTANT_FLAG } from './flags';
import { requiresUpgrade, useAiFeature } from './use-ai-feature';

export { AI_ASSISTANT_BLOCK_NAME };

export interface AiAvailability {
	/** The AI assistant may be offered here: block registered, flag on, user connected, no feature error. */
	readonly isAvailable: boolean;
	readonly isConnected: boolean;
	readonly requiresUpgrade: boolean;
	readonly feature: AiFeature | undefined;
}

/** Without a host nothing is known of the site: the AI is not offered there. */
const NO_SITE: Pick<HostSite, 'type' | 'features'> = { type: 'self-hosted', features: {} };

/**
 * Whether the AI assistant is offered, and why not. Loads the feature status
 * once the user is connected. An editor without a host offers it nowhere.
 */
export function useAiAvailability(): AiAvailability {
	const host = useOptionalHost();
	const site = host?.site ?? NO_SITE;
	const isConnected = useIsUserConnected(site) && host !== undefined;
	const feature = useAiFeature({ load: isConnected });
	const isAvailable =
		host !== undefined &&
		getBlockType(AI_ASSISTANT_BLOCK_NAME) !== undefined &&
		site.features[AI_ASSISTANT_FLAG] === true &&
		isConnected &&
		!feature?.errorCode;
	return { isAvailable, isConnected, requiresUpgrade: requiresUpgrade(feature), feature };
}
