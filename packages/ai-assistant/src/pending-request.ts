import type { Block } from '@wordpress/blocks';

import type { AiRequest } from './types';

/**
 * Requests waiting for an AI block that was just created by a transform (a
 * paragraph's "Correct spelling and grammar"…), keyed by the new block's client
 * id. The block takes its request once, on its first render, and runs it
 * right away. Kept in memory: a reload forgets it, so a stale request never runs.
 */
const pending = new Map<string, AiRequest>();

export function setPendingRequest(clientId: string, request: AiRequest): void {
	pending.set(clientId, request);
}

/** The block's pending request, removed as it is taken: it runs once. */
export function takePendingRequest(clientId: string): AiRequest | undefined {
	const request = pending.get(clientId);
	pending.delete(clientId);
	return request;
}

/**
 * The blocks an AI block replaced (a transform from a paragraph, heading or
 * list), keyed by the AI block's client id, so Accept can make its change
 * relative to them (one undo brings them back) and "Undo to original" can
 * restore them exactly. In memory, like pending requests.
 */
const originals = new Map<string, readonly Block[]>();

export function setOriginalBlocks(clientId: string, blocks: readonly Block[]): void {
	originals.set(clientId, blocks);
}

export function originalBlocksOf(clientId: string): readonly Block[] | undefined {
	return originals.get(clientId);
}

export function forgetOriginalBlocks(clientId: string): void {
	originals.delete(clientId);
}
