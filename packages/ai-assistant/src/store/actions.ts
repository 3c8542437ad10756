import type { AiFeature, Api } from '@blockyard/api-client';
import type { Block } from '@wordpress/blocks';

import type { AiRequest } from '../types';
import type * as KeptRequests from './pending-request-storage';
import type { AiAssistantAction } from './reducer';

let keptRequests: Promise<typeof KeptRequests> | undefined;

/**
 * What keeps pending requests in `localStorage` (and checks what it reads back), loaded with the
 * first request rather than with the store, which registers with the blocks. One promise, so the
 * storage sees the calls in the order they were made.
 */
const withKeptRequests = <T>(use: (storage: typeof KeptRequests) => T): Promise<T | undefined> => {
	keptRequests ??= import('./pending-request-storage');
	// Its code not loading only means memory alone keeps the request.
	return keptRequests.then(use, () => undefined);
};

/** What a thunk of this store gets from `@wordpress/data`. */
interface ThunkArgs {
	readonly select: {
		getFeature(): AiFeature | undefined;
		isFeatureLoading(): boolean;
		getPendingRequest(clientId: string): AiRequest | undefined;
	};
	readonly dispatch: (action: AiAssistantAction) => void;
}

/** Starts from what the page state says (wp-admin prints the plan and quota). */
export const primeFeature = (feature: AiFeature): AiAssistantAction => ({ type: 'PRIME_FEATURE', feature });

/**
 * Asks the service for the site's plan and quota, once for every block that
 * asks at the same time. A failure (of the call, or of loading its code) leaves
 * what is known: requests still run and report their own errors.
 */
export const loadFeature =
	(api: Api) =>
	async ({ select, dispatch }: ThunkArgs): Promise<void> => {
		if (select.isFeatureLoading()) {
			return;
		}
		dispatch({ type: 'FEATURE_LOADING', isLoading: true });
		try {
			const { fetchAiFeature } = await import('./feature-call');
			dispatch({ type: 'PRIME_FEATURE', feature: await fetchAiFeature(api) });
		} catch {
			// Unknown stays unknown.
		} finally {
			dispatch({ type: 'FEATURE_LOADING', isLoading: false });
		}
	};

/** A query went through: one more request counted. */
export const countRequest = (): AiAssistantAction => ({ type: 'COUNT_REQUEST' });

/** A query answered "quota exceeded": the site is over its limit now. */
export const markOverLimit = (): AiAssistantAction => ({ type: 'MARK_OVER_LIMIT' });

/**
 * Leaves `request` for the AI block `clientId`, which runs it once when it
 * renders: in the store, and in `localStorage` for 10 minutes, so a store
 * made afresh (a reload) still finds it (`pending-request-storage.ts`).
 */
export const setPendingRequest =
	(clientId: string, request: AiRequest) =>
	async ({ dispatch }: ThunkArgs): Promise<void> => {
		dispatch({ type: 'SET_PENDING_REQUEST', clientId, request });
		await withKeptRequests((storage) => storage.keepPendingRequest(clientId, request));
	};

/**
 * The request left for the AI block `clientId`, taken: from the store, else
 * from what `localStorage` kept; forgotten in both, so it runs once.
 */
export const takePendingRequest =
	(clientId: string) =>
	async ({ select, dispatch }: ThunkArgs): Promise<AiRequest | undefined> => {
		const inMemory = select.getPendingRequest(clientId);
		dispatch({ type: 'FORGET_PENDING_REQUEST', clientId });
		const kept = await withKeptRequests((storage) => storage.takeKeptPendingRequest(clientId));
		return inMemory ?? kept;
	};

/** Forgets the request left for the AI block `clientId`, in the store and in `localStorage`. */
export const forgetPendingRequest =
	(clientId: string) =>
	async ({ dispatch }: ThunkArgs): Promise<void> => {
		dispatch({ type: 'FORGET_PENDING_REQUEST', clientId });
		await withKeptRequests((storage) => storage.dropKeptPendingRequest(clientId));
	};

/** Remembers the blocks the AI block `clientId` replaced. */
export const setOriginalBlocks = (clientId: string, blocks: readonly Block[]): AiAssistantAction => ({
	type: 'SET_ORIGINAL_BLOCKS',
	clientId,
	blocks,
});

export const forgetOriginalBlocks = (clientId: string): AiAssistantAction => ({
	type: 'FORGET_ORIGINAL_BLOCKS',
	clientId,
});

/** Keeps a reply of the block and shows it. */
export const addGeneration = (clientId: string, text: string): AiAssistantAction => ({
	type: 'ADD_GENERATION',
	clientId,
	text,
});

/** Shows an earlier reply (nothing happens for an index the block has no reply at). */
export const showGeneration = (clientId: string, index: number): AiAssistantAction => ({
	type: 'SHOW_GENERATION',
	clientId,
	index,
});

export const forgetGenerations = (clientId: string): AiAssistantAction => ({
	type: 'FORGET_GENERATIONS',
	clientId,
});
