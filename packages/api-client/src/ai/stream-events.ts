import * as z from 'zod/mini';

import type { AiWireMessage } from './content-parts';

/** One message of a conversation with the AI. */
export interface AiMessage {
	readonly role: 'system' | 'user' | 'assistant' | 'function';
	readonly content: string;
	/** For `function` messages: which function answered. */
	readonly name?: string;
	/**
	 * For `user` messages: the addresses of images the model is shown with the
	 * text (`https:` addresses, or `data:image/…` URLs). A message with images
	 * is sent as OpenAI's content parts (`AiContentPart`): its text, then
	 * one `image_url` part per image. Send them only where the service accepts
	 * images (`AiFeature.acceptsImages`); elsewhere the stream ends with an
	 * `error_response` whose service error is `images_not_accepted`
	 * (`isImagesNotAcceptedError`).
	 */
	readonly images?: readonly string[];
}

/**
 * A message as it is sent: as it is without images, else with its text and
 * images as content parts.
 *
 * @example
 * toWireMessage({ role: 'user', content: 'Describe it.', images: ['https://x.test/a.png'] });
 * // { role: 'user', content: [{ type: 'text', text: 'Describe it.' }, { type: 'image_url', image_url: { url: 'https://x.test/a.png' } }] }
 */
export function toWireMessage(message: AiMessage): AiWireMessage {
	const { images, ...rest } = message;
	if (images === undefined || images.length === 0) {
		return rest;
	}
	return {
		...rest,
		content: [
			{ type: 'text', text: message.content },
			...images.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
		],
	};
}

/** A function the model may call (OpenAI's `functions` shape). */
export interface AiFunctionDefinition {
	readonly name: string;
	readonly description?: string;
	readonly parameters?: Readonly<Record<string, unknown>>;
}

/**
 * What a streamed query emits, in order: `chunk` (the new text) and
 * `suggestion` (all the text so far) as text arrives, then
 * `functionCallDone` when the model called a function, then `done` (the full
 * text) once.
 */
export type AiStreamEvent =
	| { readonly type: 'chunk'; readonly text: string }
	| { readonly type: 'suggestion'; readonly text: string }
	| { readonly type: 'functionCallDone'; readonly name: string; readonly arguments: string }
	| { readonly type: 'done'; readonly text: string };

/** One event of the stream: `choices[0].delta` with `content` or `function_call` pieces. */
export const aiStreamEventSchema = z.object({
	choices: z.array(
		z.object({
			delta: z.optional(
				z.object({
					content: z.optional(z.nullable(z.string())),
					function_call: z.optional(
						z.object({
							name: z.optional(z.string()),
							arguments: z.optional(z.string()),
						})
					),
				})
			),
		})
	),
});
export type AiStreamEventData = z.infer<typeof aiStreamEventSchema>;

/**
 * An event that carries an error object instead of a reply (OpenAI's shape):
 * `{"error": {"code": "…", "message": "…", "type": "…"}}`. The stream ends with
 * an `AiError` `error_response` that keeps it.
 */
export const aiStreamErrorSchema = z.object({
	error: z.object({
		code: z.optional(z.nullable(z.union([z.string(), z.number()]))),
		message: z.optional(z.nullable(z.string())),
		type: z.optional(z.nullable(z.string())),
	}),
});
export type AiStreamErrorData = z.infer<typeof aiStreamErrorSchema>;

/** The data line that ends a stream. */
export const AI_STREAM_END = '[DONE]';
