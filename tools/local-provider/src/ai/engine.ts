/** One message of the conversation an engine answers. */
export interface EngineMessage {
	readonly role: string;
	readonly content: string;
}

/** What the AI query route hands an engine. */
export interface EngineRequest {
	/** The conversation; a single `question` arrives as one user message. */
	readonly messages: readonly EngineMessage[];
	/** The service's feature name the client sent (`ai-assistant`, `jetpack-form-ai-extension`, …). */
	readonly feature?: string;
	/** OpenAI-style function definitions, passed on as they came. */
	readonly functions?: readonly unknown[];
	/** The model the client asked for (`gpt-4`, …); an engine answers with it only when it allows it. */
	readonly model?: string;
}

/** A piece of the answer: text, or a piece of a function call. */
export type EngineDelta =
	| { readonly content: string }
	| { readonly functionCall: { readonly name?: string; readonly arguments?: string } };

/**
 * Something that answers AI queries as a stream of pieces. `answer` rejects
 * with an {@link EngineError} when it cannot start (the route then answers
 * with its status); once it resolves, the pieces follow.
 */
export interface AiEngine {
	/** Shown in logs and in the offline engine's replies. */
	readonly name: string;
	answer(request: EngineRequest, signal: AbortSignal): Promise<AsyncIterable<EngineDelta>>;
}

/** The engine could not answer: `status` is what the route should answer with. */
export class EngineError extends Error {
	override readonly name = 'EngineError';
	readonly status: 429 | 500 | 503;

	constructor(message: string, status: 429 | 500 | 503, options: { cause?: unknown } = {}) {
		super(message, options);
		this.status = status;
	}
}
