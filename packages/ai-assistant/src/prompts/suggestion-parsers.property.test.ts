// Property tests: whatever a model replies, the suggestion parsers give a typed result and never
// throw; what they give keeps their promises (lower-case tags, at most five, listed categories only;
// a continuation of one line and at most its words).
import { AI_CONTINUATION_MAX_WORDS, AI_EXCERPT_MAX_WORDS, AI_MAX_TAGS } from '@blockyard/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ALT_TEXT_MAX_CHARS, parseAltTextReply } from './alt-text';
import { parseContinuationReply } from './continuation';
import { parseExcerptReply, parseTagsReply } from './post-suggestions';

/** Pieces replies are made of, so random mixes build fences, JSON and near-JSON. */
const PIECES = [
	'```',
	'```json\n',
	'{',
	'}',
	'[',
	']',
	'"',
	',',
	':',
	'"tags"',
	'"categories"',
	'\n',
	' ',
	'null',
	'1',
];

const reply = fc.oneof(
	fc.string(),
	fc
		.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 5 })), { maxLength: 40 })
		.map((parts) => parts.join('')),
	fc
		.record({
			tags: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 12 }),
			categories: fc.array(fc.string(), { maxLength: 6 }),
		})
		.chain((value) =>
			fc.constantFrom(
				JSON.stringify(value),
				`\`\`\`json\n${JSON.stringify(value)}\n\`\`\``,
				`Here: ${JSON.stringify(value)} — done`
			)
		)
);

const categories = fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 });

describe('the suggestion parsers, on any reply', () => {
	it('parseTagsReply never throws and keeps its promises', () => {
		fc.assert(
			fc.property(reply, categories, (text, names) => {
				const result = parseTagsReply(text, names);
				if (!result.ok) {
					expect(result).toEqual({ ok: false, reason: 'unreadable' });
					return;
				}
				const { tags, categories: chosen } = result.value;
				expect(tags.length).toBeLessThanOrEqual(AI_MAX_TAGS);
				expect(new Set(tags).size).toBe(tags.length);
				for (const tag of tags) {
					expect(tag).toBe(tag.toLowerCase());
					expect(tag.trim()).not.toBe('');
				}
				for (const name of chosen) {
					expect(names).toContain(name);
				}
			}),
			{ numRuns: 500 }
		);
	});

	it('parseExcerptReply and parseAltTextReply never throw and keep to their lengths', () => {
		fc.assert(
			fc.property(reply, (text) => {
				const excerpt = parseExcerptReply(text);
				if (excerpt.ok) {
					expect(excerpt.value.split(' ').length).toBeLessThanOrEqual(AI_EXCERPT_MAX_WORDS);
					expect(excerpt.value).not.toContain('\n');
				}
				const alt = parseAltTextReply(text);
				if (alt.ok) {
					expect(alt.value.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
					expect(alt.value).not.toContain('\n');
				}
			}),
			{ numRuns: 500 }
		);
	});

	it('parseContinuationReply never throws and gives one line of at most its words', () => {
		fc.assert(
			fc.property(reply, fc.string({ maxLength: 40 }), (text, paragraph) => {
				const continuation = parseContinuationReply(text, paragraph);
				if (continuation.ok) {
					expect(continuation.value.split(' ').length).toBeLessThanOrEqual(
						AI_CONTINUATION_MAX_WORDS
					);
					expect(continuation.value).not.toMatch(/\s{2}|\n|^\s|\s$/);
				}
			}),
			{ numRuns: 500 }
		);
	});
});
