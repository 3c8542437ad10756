/** The AI settings of the local provider, from the environment. */
export interface AiConfig {
	/** An OpenAI-compatible base URL (`http://127.0.0.1:11434/v1`); none = the offline engine. */
	readonly upstream?: string;
	/** Sent as `Authorization: Bearer` to the upstream, when set. */
	readonly key?: string;
	/** The upstream model. */
	readonly model: string;
	/**
	 * The models a client may ask for (the query's `model`), each with the
	 * upstream model that answers for it. A model not listed gets {@link model}.
	 */
	readonly models: ReadonlyMap<string, string>;
	/** Queries a site may make before it answers 429. */
	readonly freeRequests: number;
	/** Milliseconds the offline engine waits between the pieces of a reply; 0 = all at once. */
	readonly offlinePaceMs: number;
	/**
	 * Whether the upstream model accepts images (OpenAI's `image_url` content
	 * parts). False (the default, and always without an upstream): a request
	 * carrying an image is refused, never forwarded.
	 */
	readonly upstreamImages?: boolean;
}

/** Whether a client may send images: only to an upstream model configured to accept them. */
export const acceptsImages = (config: AiConfig): boolean =>
	config.upstream !== undefined && config.upstreamImages === true;

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

/** The variable as a yes/no: `1`/`true`/`yes` or `0`/`false`/`no` (any case), false when unset; throws on anything else. */
function flagOf(env: NodeJS.ProcessEnv, name: string): boolean {
	const text = nonEmpty(env[name])?.toLowerCase();
	if (text === undefined || ['0', 'false', 'no'].includes(text)) {
		return false;
	}
	if (['1', 'true', 'yes'].includes(text)) {
		return true;
	}
	throw new Error(`${name} must be 1 or 0, not "${text}".`);
}

/**
 * `BLOCKYARD_AI_MODELS`: `name` or `name=upstream` entries separated by commas
 * (`gpt-4=llama3.1:70b, qwen2.5`), the models a client may ask for; throws on
 * an entry with an empty side.
 */
function modelsOf(env: NodeJS.ProcessEnv): ReadonlyMap<string, string> {
	const models = new Map<string, string>();
	for (const entry of (env['BLOCKYARD_AI_MODELS'] ?? '').split(',')) {
		if (entry.trim() === '') {
			continue;
		}
		const [name = '', upstream = name, ...rest] = entry.split('=').map((part) => part.trim());
		if (name === '' || upstream === '' || rest.length > 0) {
			throw new Error(`BLOCKYARD_AI_MODELS: "${entry.trim()}" is not "name" or "name=upstream model".`);
		}
		models.set(name, upstream);
	}
	return models;
}

/**
 * `BLOCKYARD_AI_UPSTREAM`, `BLOCKYARD_AI_KEY`, `BLOCKYARD_AI_MODEL` (default
 * {@link DEFAULT_AI_MODEL}), `BLOCKYARD_AI_MODELS` (none by default),
 * `BLOCKYARD_AI_FREE_REQUESTS` (default 20), `BLOCKYARD_AI_OFFLINE_PACE_MS`
 * (default 30), `BLOCKYARD_AI_UPSTREAM_IMAGES` (`1` when the upstream model
 * accepts images; default no). Throws on a limit or pace that is not a whole
 * number, a flag that is not a yes or no, or a malformed list of models.
 */
export function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
	const upstream = nonEmpty(env['BLOCKYARD_AI_UPSTREAM']);
	const key = nonEmpty(env['BLOCKYARD_AI_KEY']);
	return {
		...(upstream !== undefined ? { upstream: upstream.replace(/\/+$/, '') } : {}),
		...(key !== undefined ? { key } : {}),
		model: nonEmpty(env['BLOCKYARD_AI_MODEL']) ?? DEFAULT_AI_MODEL,
		models: modelsOf(env),
		freeRequests: wholeNumberOf(env, 'BLOCKYARD_AI_FREE_REQUESTS', DEFAULT_FREE_REQUESTS),
		offlinePaceMs: wholeNumberOf(env, 'BLOCKYARD_AI_OFFLINE_PACE_MS', DEFAULT_OFFLINE_PACE_MS),
		upstreamImages: flagOf(env, 'BLOCKYARD_AI_UPSTREAM_IMAGES'),
	};
}
