import * as z from 'zod/mini';

import { EXTRA_LANGUAGES, LANGUAGES, PROMPT_TYPES, TONES, type AiRequest } from '../types';

/**
 * Where a transform's pending request is kept in `localStorage`, beside the
 * store's copy: `blockyard-ai-pending-request:<client id of the new AI block>`.
 */
export const PENDING_REQUEST_KEY_PREFIX = 'blockyard-ai-pending-request:';

/** How long a kept request may wait for its block: 10 minutes. Older ones are dropped unread. */
export const PENDING_REQUEST_TTL_MS = 10 * 60 * 1000;

/** The part of `Storage` this module uses (`localStorage` fits). */
export interface PendingRequestStorage {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
	readonly length: number;
	key(index: number): string | null;
}

export interface PendingRequestStorageOptions {
	/** Default `localStorage` when there is one that works; `null`: keep nothing. */
	readonly storage?: PendingRequestStorage | null;
	/** The clock, for tests. Default `Date.now`. */
	readonly now?: () => number;
}

const requestSchema = z.object({
	promptType: z.enum(PROMPT_TYPES),
	input: z.object({
		request: z.optional(z.string()),
		content: z.optional(z.string()),
		tone: z.optional(z.enum(TONES)),
		language: z.optional(z.enum([...LANGUAGES, ...EXTRA_LANGUAGES])),
		postTitle: z.optional(z.string()),
		useGutenbergSyntax: z.optional(z.boolean()),
		customSystemPrompt: z.optional(z.string()),
	}),
});

/** A kept request as it is stored: the request and when it expires (ms since the epoch). */
const recordSchema = z.object({ request: requestSchema, expires: z.number() });

const keyOf = (clientId: string): string => `${PENDING_REQUEST_KEY_PREFIX}${clientId}`;

function storageOf(options: PendingRequestStorageOptions): PendingRequestStorage | undefined {
	if (options.storage !== undefined) {
		return options.storage ?? undefined;
	}
	try {
		return (globalThis as { localStorage?: PendingRequestStorage }).localStorage ?? undefined;
	} catch {
		// A browser that blocks storage throws on the mere access.
		return undefined;
	}
}

/** Runs `action` on the storage; a full, blocked or missing storage only means memory alone keeps the request. */
function attempt<T>(options: PendingRequestStorageOptions, action: (storage: PendingRequestStorage) => T) {
	const storage = storageOf(options);
	if (storage === undefined) {
		return undefined;
	}
	try {
		return action(storage);
	} catch {
		return undefined;
	}
}

/** The request kept under `key` if it is whole and not expired, else undefined. */
function readRecord(storage: PendingRequestStorage, key: string, now: number): AiRequest | undefined {
	const text = storage.getItem(key);
	if (text === null) {
		return undefined;
	}
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return undefined;
	}
	const result = recordSchema.safeParse(value);
	return result.success && result.data.expires > now ? result.data.request : undefined;
}

/** Drops the kept requests whose time is over (or that cannot be read), so none lingers. */
function sweep(storage: PendingRequestStorage, now: number): void {
	const keys: string[] = [];
	for (let index = 0; index < storage.length; index += 1) {
		const key = storage.key(index);
		if (key?.startsWith(PENDING_REQUEST_KEY_PREFIX)) {
			keys.push(key);
		}
	}
	for (const key of keys) {
		if (readRecord(storage, key, now) === undefined) {
			storage.removeItem(key);
		}
	}
}

/**
 * Keeps `request` for the AI block `clientId` for {@link PENDING_REQUEST_TTL_MS},
 * and drops expired ones. Never throws.
 *
 * @example
 * keepPendingRequest(aiBlock.clientId, { promptType: 'simplify', input: { content } });
 */
export function keepPendingRequest(
	clientId: string,
	request: AiRequest,
	options: PendingRequestStorageOptions = {}
): void {
	const now = (options.now ?? Date.now)();
	attempt(options, (storage) => {
		sweep(storage, now);
		storage.setItem(keyOf(clientId), JSON.stringify({ request, expires: now + PENDING_REQUEST_TTL_MS }));
	});
}

/**
 * The request kept for the AI block `clientId`, removed as it is read (it
 * runs once); undefined when there is none, it expired, or it is not a
 * request. Never throws.
 */
export function takeKeptPendingRequest(
	clientId: string,
	options: PendingRequestStorageOptions = {}
): AiRequest | undefined {
	const now = (options.now ?? Date.now)();
	return attempt(options, (storage) => {
		const key = keyOf(clientId);
		const request = readRecord(storage, key, now);
		storage.removeItem(key);
		return request;
	});
}

/** Forgets the request kept for the AI block `clientId`. Never throws. */
export function dropKeptPendingRequest(clientId: string, options: PendingRequestStorageOptions = {}): void {
	attempt(options, (storage) => storage.removeItem(keyOf(clientId)));
}
