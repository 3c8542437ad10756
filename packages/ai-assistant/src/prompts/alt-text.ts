import {
	AI_ALT_TEXT_CAPTION_LABEL,
	AI_ALT_TEXT_CONTEXT_LABEL,
	AI_ALT_TEXT_INSTRUCTION,
	aiImageUrlSchema,
	isImagesNotAcceptedError,
} from '@blockyard/api-client';

import { wrapInDelimiter } from './delimiter';
import {
	oneLine,
	plainReply,
	SUGGESTION_SYSTEM_PROMPT,
	unreadable,
	type SuggestionReply,
	type SuggestionRequest,
} from './suggestion-result';

/** The most characters of the caption an alt text request sends. */
export const CAPTION_MAX_CHARS = 500;
/** The most characters of the surrounding text an alt text request sends. */
export const SURROUNDING_TEXT_MAX_CHARS = 2000;
/** The longest alt text a reply gives: longer is cut at a word, with `…`. */
export const ALT_TEXT_MAX_CHARS = 250;

/** What an alt text request is built from. */
export interface AltTextInput {
	/** The image's address: `https:`/`http:`, or a `data:image/…` URL. Never a `blob:` address. */
	readonly imageUrl: string;
	/** The image's caption, as plain text; context only. */
	readonly caption?: string;
	/** The text around the image in the post (the paragraphs before and after it), as plain text; context only. */
	readonly surroundingText?: string;
}

const contextOf = (text: string | undefined, max: number): string =>
	oneLine(text ?? '')
		.slice(0, max)
		.trim();

/**
 * The messages of an alt text suggestion: the system prompt, then one user
 * message carrying the image (`images`) whose text is
 * `AI_ALT_TEXT_INSTRUCTION`, then, when given, `Caption:` and
 * `Surrounding text:`, each with its text in the delimiter. Sends the image's
 * address, its caption and the surrounding text only; send it only where the
 * service accepts images (`AiFeature.acceptsImages`). `missing: 'image'` for
 * an address that cannot be sent (a `blob:` one of an image still uploading,
 * or anything but http(s) and `data:image/…`). Pure.
 *
 * @example
 * buildAltTextMessages({ imageUrl: 'https://site.test/bee.jpg', caption: 'Our bees' });
 * // user message: { role: 'user', content: 'Write alt text for the image: …\n\nCaption:\n`````\nOur bees\n`````', images: ['https://site.test/bee.jpg'] }
 */
export function buildAltTextMessages(input: AltTextInput): SuggestionRequest {
	const imageUrl = input.imageUrl.trim();
	if (!aiImageUrlSchema.safeParse(imageUrl).success) {
		return { ok: false, missing: 'image' };
	}
	const caption = contextOf(input.caption, CAPTION_MAX_CHARS);
	const surrounding = contextOf(input.surroundingText, SURROUNDING_TEXT_MAX_CHARS);
	const context = [
		...(caption === '' ? [] : [`${AI_ALT_TEXT_CAPTION_LABEL}\n${wrapInDelimiter(caption)}`]),
		...(surrounding === '' ? [] : [`${AI_ALT_TEXT_CONTEXT_LABEL}\n${wrapInDelimiter(surrounding)}`]),
	];
	return {
		ok: true,
		messages: [
			{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
			{
				role: 'user',
				content: [AI_ALT_TEXT_INSTRUCTION, ...context].join('\n\n'),
				images: [imageUrl],
			},
		],
	};
}

/**
 * The alt text in a reply: one plain line (a leading `Alt text:`, Markdown
 * marks and surrounding quotes left out), cut at a word to
 * {@link ALT_TEXT_MAX_CHARS} with `…`; `unreadable` when nothing is left.
 * Never throws.
 *
 * @example
 * parseAltTextReply('Alt text: "A bee on a lavender flower."'); // { ok: true, value: 'A bee on a lavender flower.' }
 */
export function parseAltTextReply(reply: string): SuggestionReply<string> {
	const text = plainReply(reply);
	if (!/[\p{L}\p{N}]/u.test(text)) {
		return unreadable;
	}
	if (text.length <= ALT_TEXT_MAX_CHARS) {
		return { ok: true, value: text };
	}
	const cut = text.slice(0, ALT_TEXT_MAX_CHARS - 1);
	const space = cut.lastIndexOf(' ');
	return { ok: true, value: `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…` };
}

/**
 * Why an alt text request failed: `imagesNotAccepted` when the service
 * refused the image (its model cannot see images: the local provider's
 * offline engine, or a model without image support), nothing described;
 * `failed` for any other error.
 */
export function altTextFailureOf(error: unknown): 'imagesNotAccepted' | 'failed' {
	return isImagesNotAcceptedError(error) ? 'imagesNotAccepted' : 'failed';
}
