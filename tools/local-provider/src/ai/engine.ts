/** A piece of a message's content, as OpenAI's content parts: text, or an image by its address. */
export type EngineContentPart =
	| { readonly type: 'text'; readonly text: string }
	| { readonly type: 'image_url'; readonly image_url: { readonly url: string } };

/** One message of the conversation an engine answers: its content a string, or parts when it carries images. */
export interface EngineMessage {
	readonly role: string;
	readonly content: string | readonly EngineContentPart[];
}

/** The text of a message: its content, or its text parts joined by blank lines. */
export function textOf(message: EngineMessage): string {
	return typeof message.content === 'string'
		? message.content
		: message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n\n');
}

/** Whether any message of the request carries an image. */
export function carriesImage(request: EngineRequest): boolean {
	return request.messages.some(
		(message) =>
			typeof message.content !== 'string' && message.content.some((part) => part.type === 'image_url')
	);
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

/**
 * A piece of the answer: text, or a piece of a function call; or an error
 * object that ends the answer, as the service streams one
 * (`{"error":{"code":…,"message":…}}`, no `[DONE]`): how an engine refuses
 * a request it cannot answer (`images_not_accepted`).
 */
export type EngineDelta =
	| { readonly content: string }
	| { readonly functionCall: { readonly name?: string; readonly arguments?: string } }
	| { readonly error: { readonly code: string; readonly message: string } };

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
