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
	/** Milliseconds the offline engine waits between the pieces of a reply; 0 = all at once. */
	readonly offlinePaceMs: number;
}

export const DEFAULT_AI_MODEL = 'llama3.2';
export const DEFAULT_FREE_REQUESTS = 20;
export const DEFAULT_OFFLINE_PACE_MS = 30;

const nonEmpty = (value: string | undefined): string | undefined =>
	value === undefined || value.trim() === '' ? undefined : value.trim();

/** The variable as a whole number (0 allowed), or `fallback` when unset; throws on anything else. */
function wholeNumberOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
	const text = nonEmpty(env[name]);
	const value = text === undefined ? fallback : Number(text);
	if (!Number.isInteger(value) || value < 0) {
		throw new Error(`${name} must be a whole number, not "${text}".`);
	}
	return value;
}

/**
 * `BLOCKYARD_AI_UPSTREAM`, `BLOCKYARD_AI_KEY`, `BLOCKYARD_AI_MODEL` (default
 * {@link DEFAULT_AI_MODEL}), `BLOCKYARD_AI_FREE_REQUESTS` (default 20),
 * `BLOCKYARD_AI_OFFLINE_PACE_MS` (default 30). Throws on a limit or pace
 * that is not a whole number.
 */
export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
	const upstream = nonEmpty(env['BLOCKYARD_AI_UPSTREAM']);
	const key = nonEmpty(env['BLOCKYARD_AI_KEY']);
	return {
		...(upstream !== undefined ? { upstream: upstream.replace(/\/+$/, '') } : {}),
		...(key !== undefined ? { key } : {}),
		model: nonEmpty(env['BLOCKYARD_AI_MODEL']) ?? DEFAULT_AI_MODEL,
		freeRequests: wholeNumberOf(env, 'BLOCKYARD_AI_FREE_REQUESTS', DEFAULT_FREE_REQUESTS),
		offlinePaceMs: wholeNumberOf(env, 'BLOCKYARD_AI_OFFLINE_PACE_MS', DEFAULT_OFFLINE_PACE_MS),
	};
}
