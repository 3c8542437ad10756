import type { AiFeature } from '@blockyard/api-client';
import type { Block } from '@wordpress/blocks';

import type { AiRequest } from '../types';
import { overLimit, withRequestCounted } from './feature-status';
import { NO_GENERATIONS, withGeneration, type Generations } from './generations';

/** One editor's AI state: the site's plan and quota, and what its AI blocks are in the middle of. */
export interface AiAssistantState {
	/** The site's AI plan and quota; unknown until the page state or the feature call tells. */
	readonly feature: AiFeature | undefined;
	readonly isFeatureLoading: boolean;
	/**
	 * Requests waiting for an AI block a transform just made (a paragraph's "Correct
	 * spelling and grammar"…), by the block's client id: the block runs its request once.
	 */
	readonly pendingRequests: Readonly<Record<string, AiRequest>>;
	/** The blocks an AI block replaced, by its client id: Accept and "Undo to original" go back to them. */
	readonly originalBlocks: Readonly<Record<string, readonly Block[]>>;
	/** Every reply a block had in this session, by its client id: drafts, not content. */
	readonly generations: Readonly<Record<string, Generations>>;
}

export const INITIAL_STATE: AiAssistantState = {
	feature: undefined,
	isFeatureLoading: false,
	pendingRequests: {},
	originalBlocks: {},
	generations: {},
};

export type AiAssistantAction =
	| { readonly type: 'PRIME_FEATURE'; readonly feature: AiFeature }
	| { readonly type: 'FEATURE_LOADING'; readonly isLoading: boolean }
	| { readonly type: 'COUNT_REQUEST' }
	| { readonly type: 'MARK_OVER_LIMIT' }
	| { readonly type: 'SET_PENDING_REQUEST'; readonly clientId: string; readonly request: AiRequest }
	| { readonly type: 'FORGET_PENDING_REQUEST'; readonly clientId: string }
	| { readonly type: 'SET_ORIGINAL_BLOCKS'; readonly clientId: string; readonly blocks: readonly Block[] }
	| { readonly type: 'FORGET_ORIGINAL_BLOCKS'; readonly clientId: string }
	| { readonly type: 'ADD_GENERATION'; readonly clientId: string; readonly text: string }
	| { readonly type: 'SHOW_GENERATION'; readonly clientId: string; readonly index: number }
	| { readonly type: 'FORGET_GENERATIONS'; readonly clientId: string };

function without<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
	if (!Object.hasOwn(record, key)) {
		return record;
	}
	const rest = { ...record };
	delete rest[key];
	return rest;
}

export function reducer(
	state: AiAssistantState = INITIAL_STATE,
	action: AiAssistantAction | { readonly type: '' }
): AiAssistantState {
	switch (action.type) {
		case 'PRIME_FEATURE':
			return { ...state, feature: action.feature };
		case 'FEATURE_LOADING':
			return { ...state, isFeatureLoading: action.isLoading };
		case 'COUNT_REQUEST':
			return state.feature === undefined
				? state
				: { ...state, feature: withRequestCounted(state.feature) };
		case 'MARK_OVER_LIMIT':
			return { ...state, feature: overLimit(state.feature) };
		case 'SET_PENDING_REQUEST':
			return {
				...state,
				pendingRequests: { ...state.pendingRequests, [action.clientId]: action.request },
			};
		case 'FORGET_PENDING_REQUEST':
			return { ...state, pendingRequests: without(state.pendingRequests, action.clientId) };
		case 'SET_ORIGINAL_BLOCKS':
			return {
				...state,
				originalBlocks: { ...state.originalBlocks, [action.clientId]: action.blocks },
			};
		case 'FORGET_ORIGINAL_BLOCKS':
			return { ...state, originalBlocks: without(state.originalBlocks, action.clientId) };
		case 'ADD_GENERATION': {
			const current = state.generations[action.clientId] ?? NO_GENERATIONS;
			return {
				...state,
				generations: {
					...state.generations,
					[action.clientId]: withGeneration(current, action.text),
				},
			};
		}
		case 'SHOW_GENERATION': {
			const current = state.generations[action.clientId];
			if (current?.texts[action.index] === undefined) {
				return state;
			}
			return {
				...state,
				generations: { ...state.generations, [action.clientId]: { ...current, index: action.index } },
			};
		}
		case 'FORGET_GENERATIONS':
			return { ...state, generations: without(state.generations, action.clientId) };
		default:
			return state;
	}
}
