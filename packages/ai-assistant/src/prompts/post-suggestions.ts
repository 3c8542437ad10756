import {
	AI_EXCERPT_INSTRUCTION,
	AI_EXCERPT_MAX_WORDS,
	AI_MAX_TAGS,
	AI_SITE_CATEGORIES_LABEL,
	AI_TAGS_INSTRUCTION,
} from '@blockyard/api-client';
import * as z from 'zod/mini';

import { stripDelimiters, wrapInDelimiter } from './delimiter';
import {
	oneLine,
	plainReply,
	SUGGESTION_SYSTEM_PROMPT,
	unreadable,
	type SuggestionReply,
	type SuggestionRequest,
} from './suggestion-result';

/** The most characters of a post's text a suggestion sends: enough to say what a long post is about. */
export const POST_TEXT_MAX_CHARS = 12_000;

/** The post's text as it is sent: trimmed, and cut to {@link POST_TEXT_MAX_CHARS}. */
const postTextOf = (text: string): string => text.trim().slice(0, POST_TEXT_MAX_CHARS).trim();

/**
 * The messages of an excerpt suggestion: the system prompt, then
 * `AI_EXCERPT_INSTRUCTION` with the post's text in the delimiter. Sends the
 * post's text only. Pure.
 *
 * @example
 * buildExcerptMessages('Bees make honey.');
 * // { ok: true, messages: [{ role: 'system', … }, { role: 'user', content: 'Write an excerpt for the post below: …\n\n`````\nBees make honey.\n`````' }] }
 */
export function buildExcerptMessages(postText: string): SuggestionRequest {
	const text = postTextOf(postText);
	if (text === '') {
		return { ok: false, missing: 'postText' };
	}
	return {
		ok: true,
		messages: [
			{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
			{ role: 'user', content: `${AI_EXCERPT_INSTRUCTION}\n\n${wrapInDelimiter(text)}` },
		],
	};
}

/** A category name as it is sent: one line, no backticks; empty when nothing is left. */
const categoryNameOf = (name: string): string => oneLine(stripDelimiters(name).replace(/`/g, ''));

/**
 * The messages of a tags and categories suggestion: the system prompt, then
 * `AI_TAGS_INSTRUCTION`, the line `Site categories: [JSON array of the
 * names]` and the post's text in the delimiter. Sends the post's text and the
 * site's category names only. Pure.
 *
 * @example
 * buildTagsMessages('Bees make honey.', ['News', 'Garden']);
 * // user message: 'Suggest tags and categories …\nSite categories: ["News","Garden"]\n\n`````\nBees make honey.\n`````'
 */
export function buildTagsMessages(postText: string, categoryNames: readonly string[]): SuggestionRequest {
	const text = postTextOf(postText);
	if (text === '') {
		return { ok: false, missing: 'postText' };
	}
	const names = [...new Set(categoryNames.map(categoryNameOf).filter((name) => name !== ''))];
	return {
		ok: true,
		messages: [
			{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
			{
				role: 'user',
				content:
					`${AI_TAGS_INSTRUCTION}\n${AI_SITE_CATEGORIES_LABEL} ${JSON.stringify(names)}\n\n` +
					wrapInDelimiter(text),
			},
		],
	};
}

/**
 * The excerpt in a reply: one plain paragraph (lines joined, Markdown marks,
 * a leading `Excerpt:` and surrounding quotes left out), cut to
 * `AI_EXCERPT_MAX_WORDS` words with `…`; `unreadable` when nothing is left.
 * Never throws.
 *
 * @example
 * parseExcerptReply('"Bees make **honey**."'); // { ok: true, value: 'Bees make honey.' }
 */
export function parseExcerptReply(reply: string): SuggestionReply<string> {
	const text = plainReply(reply);
	if (!/[\p{L}\p{N}]/u.test(text)) {
		return unreadable;
	}
	const words = text.split(' ');
	return {
		ok: true,
		value:
			words.length <= AI_EXCERPT_MAX_WORDS
				? text
				: `${words
						.slice(0, AI_EXCERPT_MAX_WORDS)
						.join(' ')
						.replace(/[\s,;:.!?-]+$/, '')}…`,
	};
}

/** The tags and categories a suggestion gives. */
export interface PostTermsSuggestion {
	/** At most `AI_MAX_TAGS` tags: lower case, trimmed, each once. */
	readonly tags: string[];
	/** Names from the site's categories only, as the site spells them, each once. */
	readonly categories: string[];
}

const termsReplySchema = z.object({
	tags: z.optional(z.array(z.unknown())),
	categories: z.optional(z.array(z.unknown())),
});

/** The JSON object of a reply: the whole reply, a fenced block in it, or what lies between its first `{` and last `}`. */
function jsonObjectOf(reply: string): unknown {
	const fenced = /`{3,}[ \t]*(?:json)?[ \t]*\n?([\s\S]*?)`{3,}/i.exec(reply)?.[1];
	const candidates = [reply, fenced, reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1)];
	for (const candidate of candidates) {
		if (candidate === undefined || candidate.trim() === '') {
			continue;
		}
		try {
			return JSON.parse(candidate);
		} catch {
			// Try the next way of finding it.
		}
	}
	return undefined;
}

const strings = (values: readonly unknown[] | undefined): string[] =>
	(values ?? []).filter((value): value is string => typeof value === 'string').map(oneLine);

/**
 * The tags and categories in a reply: its JSON object
 * `{"tags": [...], "categories": [...]}`, also inside a ```json fence or
 * with words around it. Tags are lower-cased, trimmed, each kept once, at
 * most `AI_MAX_TAGS`; categories only those of `categoryNames` (any case,
 * given back as the site spells them); both may be empty (nothing fits).
 * `unreadable` when there is no such object, or it has neither `tags` nor
 * `categories`. Never throws.
 *
 * @example
 * parseTagsReply('```json\n{"tags": ["Bees"], "categories": ["garden", "Moon"]}\n```', ['Garden']);
 * // { ok: true, value: { tags: ['bees'], categories: ['Garden'] } }
 */
export function parseTagsReply(
	reply: string,
	categoryNames: readonly string[]
): SuggestionReply<PostTermsSuggestion> {
	const parsed = termsReplySchema.safeParse(jsonObjectOf(reply));
	if (!parsed.success || (parsed.data.tags === undefined && parsed.data.categories === undefined)) {
		return unreadable;
	}
	const tags = [
		...new Set(
			strings(parsed.data.tags)
				.map((tag) => tag.toLowerCase())
				.filter((tag) => tag !== '' && tag.length <= 100)
		),
	].slice(0, AI_MAX_TAGS);
	const known = new Map<string, string>();
	for (const name of categoryNames) {
		const key = oneLine(name).toLowerCase();
		if (key !== '' && !known.has(key)) {
			known.set(key, name);
		}
	}
	const categories = [
		...new Set(strings(parsed.data.categories).flatMap((name) => known.get(name.toLowerCase()) ?? [])),
	];
	return { ok: true, value: { tags, categories } };
}
