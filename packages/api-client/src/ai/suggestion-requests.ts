// The wording of the AI suggestions about a post (its excerpt, tags and categories, an image's alt
// text, the continuation of a paragraph): what the editor sends, and what the provider's offline
// engine recognises. Shared here, below the AI Assistant and the local provider, so the two cannot
// drift apart.

/** The most words of a suggested excerpt. */
export const AI_EXCERPT_MAX_WORDS = 55;

/** The most tags a suggestion gives. */
export const AI_MAX_TAGS = 5;

/** The most words of a suggested continuation of a paragraph. */
export const AI_CONTINUATION_MAX_WORDS = 30;

/**
 * The instruction of an excerpt request; the post's text follows it, in the
 * five-backtick delimiter. Its word "excerpt" picks the task.
 */
export const AI_EXCERPT_INSTRUCTION =
	`Write an excerpt for the post below: one plain paragraph of at most ${AI_EXCERPT_MAX_WORDS} words that says ` +
	'what the post is about. Reply with the paragraph only, as plain text: no Markdown, no heading, no quotes. ' +
	'Answer in the same language as the post, never translating it.';

/**
 * The instruction of a tags request; the {@link AI_SITE_CATEGORIES_LABEL} line
 * and the post's text, in the five-backtick delimiter, follow it. Its words
 * "tags" and "categories" pick the task.
 */
export const AI_TAGS_INSTRUCTION =
	'Suggest tags and categories for the post below. Reply with a JSON object only, in this form: ' +
	'{"tags": ["…"], "categories": ["…"]}. ' +
	`Give at most ${AI_MAX_TAGS} tags: short lower-case words or phrases that say what the post is about. ` +
	"Choose categories only from the site's categories, given as a JSON array after " +
	'"Site categories:", and give none when none fits.';

/** Starts the line of a tags request that lists the site's categories, as a JSON array of names. */
export const AI_SITE_CATEGORIES_LABEL = 'Site categories:';

/**
 * The instruction of an alt text request. The message carries the image
 * (`AiMessage.images`); the caption and the surrounding text follow, each
 * after its label and in the five-backtick delimiter, as context only.
 */
export const AI_ALT_TEXT_INSTRUCTION =
	'Write alt text for the image: one short sentence, at most 125 characters, that says what the image shows ' +
	'to someone who cannot see it. Reply with the alt text only, as plain text. The caption and the surrounding ' +
	'text below are context only: describe only what you can see in the image, and answer in the language of the context.';

/** Labels the image's caption in an alt text request. */
export const AI_ALT_TEXT_CAPTION_LABEL = 'Caption:';

/** Labels the text around the image in an alt text request. */
export const AI_ALT_TEXT_CONTEXT_LABEL = 'Surrounding text:';

/**
 * The instruction of a continuation request (the ghost text the editor offers
 * after a pause in typing); the paragraph's text follows it, in the
 * five-backtick delimiter, and only the paragraph's text is sent. Its word
 * "continue" picks the task.
 */
export const AI_CONTINUATION_INSTRUCTION =
	`Continue the paragraph below: write the words that come next, at most ${AI_CONTINUATION_MAX_WORDS} words, ` +
	'in the same language, voice and style. Reply with the continuation only, as plain text: ' +
	'do not repeat the paragraph, no Markdown, no quotes.';
