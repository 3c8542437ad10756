import {
	AI_EXCERPT_INSTRUCTION,
	AI_EXCERPT_MAX_WORDS,
	AI_SITE_CATEGORIES_LABEL,
	AI_TAGS_INSTRUCTION,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import {
	buildExcerptMessages,
	buildTagsMessages,
	parseExcerptReply,
	parseTagsReply,
	POST_TEXT_MAX_CHARS,
} from './post-suggestions';
import { SUGGESTION_SYSTEM_PROMPT } from './suggestion-result';

const POST = 'Our garden bees made honey this spring.';

describe('buildExcerptMessages', () => {
	it('sends the system prompt and the instruction with the post text in the delimiter, nothing else', () => {
		expect(buildExcerptMessages(`  ${POST}\n`)).toEqual({
			ok: true,
			messages: [
				{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
				{ role: 'user', content: `${AI_EXCERPT_INSTRUCTION}\n\n\`\`\`\`\`\n${POST}\n\`\`\`\`\`` },
			],
		});
	});

	it('needs text, and keeps a fence inside the text from closing the delimiter', () => {
		expect(buildExcerptMessages(' \n ')).toEqual({ ok: false, missing: 'postText' });
		const built = buildExcerptMessages('a ````` b');
		expect(built.ok && built.messages[1]?.content.match(/`````/g)).toHaveLength(2);
	});

	it(`sends at most ${POST_TEXT_MAX_CHARS} characters of the post`, () => {
		const built = buildExcerptMessages('x'.repeat(POST_TEXT_MAX_CHARS + 500));
		expect(built.ok && built.messages[1]?.content.length).toBeLessThan(POST_TEXT_MAX_CHARS + 600);
	});

	it('names no task in the system prompt', () => {
		expect(SUGGESTION_SYSTEM_PROMPT).not.toMatch(/excerpt|tags|categor|alt text|title|summar|spell/i);
	});
});

describe('buildTagsMessages', () => {
	it('lists the category names as a JSON array on their own line, before the post', () => {
		const built = buildTagsMessages(POST, ['News', ' Garden ', 'News', 'Code ```x```', '']);
		expect(built.ok && built.messages[1]).toEqual({
			role: 'user',
			content:
				`${AI_TAGS_INSTRUCTION}\n${AI_SITE_CATEGORIES_LABEL} ["News","Garden","Code x"]\n\n` +
				`\`\`\`\`\`\n${POST}\n\`\`\`\`\``,
		});
		expect(buildTagsMessages('', ['News'])).toEqual({ ok: false, missing: 'postText' });
	});
});

describe('parseExcerptReply', () => {
	it.each([
		['Bees make honey.', 'Bees make honey.'],
		['  "Bees make **honey**."\n', 'Bees make honey.'],
		['Excerpt: Bees\nmake honey.', 'Bees make honey.'],
		['```\nBees make honey.\n```', 'Bees make honey.'],
	])('reads %j', (reply, excerpt) => {
		expect(parseExcerptReply(reply)).toEqual({ ok: true, value: excerpt });
	});

	it(`cuts a reply to ${AI_EXCERPT_MAX_WORDS} words`, () => {
		const result = parseExcerptReply(Array.from({ length: 70 }, () => 'word').join(' '));
		expect(result.ok && result.value.split(' ')).toHaveLength(AI_EXCERPT_MAX_WORDS);
		expect(result.ok && result.value.endsWith('word…')).toBe(true);
	});

	it.each(['', '   ', '```\n```', '""', '**'])('cannot read %j', (reply) => {
		expect(parseExcerptReply(reply)).toEqual({ ok: false, reason: 'unreadable' });
	});
});

describe('parseTagsReply', () => {
	const CATEGORIES = ['Garden', 'News', 'Café'];

	it.each([
		['{"tags": ["Bees", "honey"], "categories": ["Garden"]}'],
		['```json\n{"tags": ["Bees", "honey"], "categories": ["Garden"]}\n```'],
		['Here you go:\n```\n{"tags":["bees","HONEY"],"categories":["garden"]}\n```\nEnjoy!'],
		['Sure! {"tags": [" bees ", "honey", "bees"], "categories": ["GARDEN", "Moon"]} Hope it helps.'],
	])('reads %j', (reply) => {
		expect(parseTagsReply(reply, CATEGORIES)).toEqual({
			ok: true,
			value: { tags: ['bees', 'honey'], categories: ['Garden'] },
		});
	});

	it('keeps at most five tags, leaves out what is not a string, and reads an empty suggestion', () => {
		expect(
			parseTagsReply('{"tags": ["a", 1, null, "b", "c", "d", "e", "f"], "categories": "Garden"}', [])
		).toEqual({ ok: false, reason: 'unreadable' });
		expect(parseTagsReply('{"tags": ["a", 1, null, "b", "c", "d", "e", "f"]}', [])).toEqual({
			ok: true,
			value: { tags: ['a', 'b', 'c', 'd', 'e'], categories: [] },
		});
		expect(parseTagsReply('{"tags": [], "categories": []}', CATEGORIES)).toEqual({
			ok: true,
			value: { tags: [], categories: [] },
		});
		expect(parseTagsReply('{"categories": ["café"]}', CATEGORIES)).toEqual({
			ok: true,
			value: { tags: [], categories: ['Café'] },
		});
	});

	it.each([
		'',
		'bees, honey',
		'["bees"]',
		'{"tags": ',
		'{}',
		'{"topics": ["bees"]}',
		'null',
		'```json\n```',
	])('cannot read %j', (reply) => {
		expect(parseTagsReply(reply, CATEGORIES)).toEqual({ ok: false, reason: 'unreadable' });
	});
});
