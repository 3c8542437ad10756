// The shape of a message as it is sent, content parts and all, apart from the stream: the stream
// needs only the conversion (`toWireMessage`), and a bundle that streams should not carry these schemas.
import * as z from 'zod/mini';

/** A piece of a message's content as it is sent (OpenAI's content parts): text, or an image by its address. */
export type AiContentPart =
	| { readonly type: 'text'; readonly text: string }
	| { readonly type: 'image_url'; readonly image_url: { readonly url: string } };

/** An image address a message may carry: `https:`/`http:`, or a base64 `data:image/…` URL. */
export const aiImageUrlSchema = z.string().check(
	z.refine((url) => /^https?:\/\/\S+$/i.test(url) || /^data:image\/[\w.+-]+;base64,[\w+/=]+$/i.test(url), {
		message: 'An image is an http(s) address or a base64 data:image URL.',
	})
);

/** One content part as it is sent ({@link AiContentPart}). */
export const aiContentPartSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('text'), text: z.string() }),
	z.object({ type: z.literal('image_url'), image_url: z.object({ url: aiImageUrlSchema }) }),
]);

/** One message as it is sent: its content a string, or content parts when it carries images. */
export const aiWireMessageSchema = z.object({
	role: z.enum(['system', 'user', 'assistant', 'function']),
	content: z.union([z.string(), z.array(aiContentPartSchema)]),
	name: z.optional(z.string()),
});
export type AiWireMessage = z.infer<typeof aiWireMessageSchema>;
