/** The AI settings of the local provider, from the environment. */
export interface AiConfig {
	/** An OpenAI-compatible base URL (`http://127.0.0.1:11434/v1`); none = the offline engine. */
	readonly upstream?: string;
	/** Sent as `Authorization: Bearer` to the upstream, when set. */
	readonly key?: string;
	/** The upstream model. */
	readonly model: string;
	/** Queries a site may make before it answers 429. */
	readonly freeRequests: number;
}

export const DEFAULT_AI_MODEL = 'llama3.2';
export const DEFAULT_FREE_REQUESTS = 20;

const nonEmpty = (value: string | undefined): string | undefined =>
	value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * `BLOCKYARD_AI_UPSTREAM`, `BLOCKYARD_AI_KEY`, `BLOCKYARD_AI_MODEL` (default
 * {@link DEFAULT_AI_MODEL}), `BLOCKYARD_AI_FREE_REQUESTS` (default 20). Throws
 * on a limit that is not a whole number.
 */
export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
	const upstream = nonEmpty(env['BLOCKYARD_AI_UPSTREAM']);
	const key = nonEmpty(env['BLOCKYARD_AI_KEY']);
	const limitText = nonEmpty(env['BLOCKYARD_AI_FREE_REQUESTS']);
	const freeRequests = limitText === undefined ? DEFAULT_FREE_REQUESTS : Number(limitText);
	if (!Number.isInteger(freeRequests) || freeRequests < 0) {
		throw new Error(`BLOCKYARD_AI_FREE_REQUESTS must be a whole number, not "${limitText}".`);
	}
	return {
		...(upstream !== undefined ? { upstream: upstream.replace(/\/+$/, '') } : {}),
		...(key !== undefined ? { key } : {}),
		model: nonEmpty(env['BLOCKYARD_AI_MODEL']) ?? DEFAULT_AI_MODEL,
		freeRequests,
	};
}
