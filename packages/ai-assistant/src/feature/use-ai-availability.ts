import type { AiFeature } from '@blockyard/api-client';
import { useIsUserConnected } from '@blockyard/connection';
import { useHost } from '@blockyard/ui';
import { getBlockType } from '@wordpress/blocks';

import { AI_ASSISTANT_FLAG } from './flags';
import { requiresUpgrade, useAiFeature } from './use-ai-feature';

export const AI_ASSISTANT_BLOCK_NAME = 'blockyard/ai-assistant';

export interface AiAvailability {
	/** The AI assistant may be offered here: block registered, flag on, user connected, no feature error. */
	readonly isAvailable: boolean;
	readonly isConnected: boolean;
	readonly requiresUpgrade: boolean;
	readonly feature: AiFeature | undefined;
}

/**
 * Whether the AI assistant is offered, and why not. Loads the feature status
 * once the user is connected.
 */
export function useAiAvailability(): AiAvailability {
	const { site } = useHost();
	const isConnected = useIsUserConnected(site);
	const feature = useAiFeature({ load: isConnected });
	const isAvailable =
		getBlockType(AI_ASSISTANT_BLOCK_NAME) !== undefined &&
		site.features[AI_ASSISTANT_FLAG] === true &&
		isConnected &&
		!feature?.errorCode;
	return { isAvailable, isConnected, requiresUpgrade: requiresUpgrade(feature), feature };
}
