import * as z from 'zod/mini';

import type { Transport } from '../transport';
import { toAiError } from './ai-error';
import { defaultStorage, type KeyValueStorage } from './storage';

/** The one localStorage key the AI token is kept under. */
export const AI_TOKEN_STORAGE_KEY = 'blockyard-ai-jwt';
/** How long a fetched token is reused: 2 minutes. */
export const AI_TOKEN_TTL_MS = 120_000;

/** The answer of both JWT paths. */
export const aiTokenResponseSchema = z.object({
	token: z.string().check(z.minLength(1)),
	blog_id: z.union([z.number(), z.string()]),
});

/** A token as it is cached: `expire` is a time in ms since the epoch. */
export const aiTokenRecordSchema = z.object({
	token: z.string(),
	blogId: z.string(),
	expire: z.number(),
});
export type AiTokenRecord = z.infer<typeof aiTokenRecordSchema>;

export interface AiTokenOptions {
	/**
	 * A simple site (hosted on the platform) asks the hosted path
	 * `sites/{siteId}/jetpack-openai-query/jwt`; other sites ask the plugin's
	 * `jetpack-ai-jwt` with the nonce.
	 */
	readonly simpleSite?: boolean;
	/** The site's id on the platform; needed for a simple site. */
	readonly siteId?: number | string;
	/** Where the token is cached. Default `localStorage` when present; `null` never caches. */
	readonly storage?: KeyValueStorage | null;
	/** The clock, for tests. Default `Date.now`. */
	readonly now?: () => number;
	readonly signal?: AbortSignal;
}

function readCached(storage: KeyValueStorage, now: number): AiTokenRecord | undefined {
	try {
		const text = storage.getItem(AI_TOKEN_STORAGE_KEY);
		if (text === null) {
			return undefined;
		}
		const result = aiTokenRecordSchema.safeParse(JSON.parse(text));
		return result.success && result.data.expire > now ? result.data : undefined;
	} catch {
		return undefined;
	}
}

function writeCached(storage: KeyValueStorage, record: AiTokenRecord): void {
	try {
		storage.setItem(AI_TOKEN_STORAGE_KEY, JSON.stringify(record));
	} catch {
		// A full or blocked storage only costs a fetch next time.
	}
}

/**
 * The token for the AI query endpoint: the cached one while it lasts
 * ({@link AI_TOKEN_TTL_MS}), else a fresh one, which is cached. Any failure
 * rejects with an `AiError` (the promise always settles).
 *
 * @example
 * const { token } = await requestAiToken({ hosted, plugin }, { simpleSite: false });
 */
export async function requestAiToken(
	transports: { readonly hosted: Transport; readonly plugin: Transport },
	options: AiTokenOptions = {}
): Promise<AiTokenRecord> {
	const now = options.now ?? Date.now;
	const storage = options.storage === null ? undefined : (options.storage ?? defaultStorage());
	const cached = storage ? readCached(storage, now()) : undefined;
	if (cached) {
		return cached;
	}
	try {
		const answer = options.simpleSite
			? await transports.hosted.request(
					`sites/${encodeURIComponent(String(options.siteId ?? ''))}/jetpack-openai-query/jwt`,
					{
						call: 'ai.requestToken',
						method: 'post',
						schema: aiTokenResponseSchema,
						signal: options.signal,
					}
				)
			: await transports.plugin.request('jetpack-ai-jwt', {
					call: 'ai.requestToken',
					method: 'post',
					searchParams: { _cacheBuster: now() },
					schema: aiTokenResponseSchema,
					signal: options.signal,
				});
		const record: AiTokenRecord = {
			token: answer.token,
			blogId: String(answer.blog_id),
			expire: now() + AI_TOKEN_TTL_MS,
		};
		if (storage) {
			writeCached(storage, record);
		}
		return record;
	} catch (error) {
		throw toAiError(error);
	}
}
