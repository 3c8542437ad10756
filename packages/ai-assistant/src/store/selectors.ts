import type { AiFeature } from '@blockyard/api-client';
import type { Block } from '@wordpress/blocks';

import type { AiRequest } from '../types';
import { NO_GENERATIONS, type Generations } from './generations';
import type { AiAssistantState } from './reducer';

export const getFeature = (state: AiAssistantState): AiFeature | undefined => state.feature;

export const isFeatureLoading = (state: AiAssistantState): boolean => state.isFeatureLoading;

export const getPendingRequest = (state: AiAssistantState, clientId: string): AiRequest | undefined =>
	state.pendingRequests[clientId];

export const getOriginalBlocks = (state: AiAssistantState, clientId: string): readonly Block[] | undefined =>
	state.originalBlocks[clientId];

export const getGenerations = (state: AiAssistantState, clientId: string): Generations =>
	state.generations[clientId] ?? NO_GENERATIONS;
