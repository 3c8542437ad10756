import {
	AI_ALT_TEXT_CAPTION_LABEL,
	AI_ALT_TEXT_CONTEXT_LABEL,
	AI_ALT_TEXT_INSTRUCTION,
	AI_IMAGES_NOT_ACCEPTED,
	AiError,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import {
	ALT_TEXT_MAX_CHARS,
	altTextFailureOf,
	buildAltTextMessages,
	CAPTION_MAX_CHARS,
	parseAltTextReply,
} from './alt-text';
import { SUGGESTION_SYSTEM_PROMPT } from './suggestion-result';

const IMAGE = 'https://site.test/wp-content/uploads/bee.jpg';
const fence = (text: string): string => `\`\`\`\`\`\n${text}\n\`\`\`\`\``;

describe('buildAltTextMessages', () => {
	it('sends the image with the instruction, the caption and the surrounding text as context', () => {
		expect(
			buildAltTextMessages({
				imageUrl: ` ${IMAGE} `,
				caption: 'Our bees\nin May',
				surroundingText: 'We keep three hives.',
			})
		).toEqual({
			ok: true,
			messages: [
				{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
				{
					role: 'user',
					content:
						`${AI_ALT_TEXT_INSTRUCTION}\n\n${AI_ALT_TEXT_CAPTION_LABEL}\n${fence('Our bees in May')}\n\n` +
						`${AI_ALT_TEXT_CONTEXT_LABEL}\n${fence('We keep three hives.')}`,
					images: [IMAGE],
				},
			],
		});
	});

	it('leaves out context it does not have, and cuts a long caption', () => {
		const bare = buildAltTextMessages({ imageUrl: IMAGE, caption: '  ' });
		expect(bare.ok && bare.messages[1]?.content).toBe(AI_ALT_TEXT_INSTRUCTION);
		const long = buildAltTextMessages({ imageUrl: IMAGE, caption: 'c'.repeat(CAPTION_MAX_CHARS * 2) });
		expect(long.ok && long.messages[1]?.content).toContain(`\n${'c'.repeat(CAPTION_MAX_CHARS)}\n`);
		expect(long.ok && long.messages[1]?.content).not.toContain('c'.repeat(CAPTION_MAX_CHARS + 1));
	});

	it.each(['blob:https://site.test/5e1a', '', 'javascript:alert(1)', 'data:text/plain;base64,aGk='])(
		'sends no image %j',
		(imageUrl) => {
			expect(buildAltTextMessages({ imageUrl })).toEqual({ ok: false, missing: 'image' });
		}
	);
});

describe('parseAltTextReply', () => {
	it.each([
		['A bee on a lavender flower.', 'A bee on a lavender flower.'],
		['Alt text: "A bee on a *lavender* flower."', 'A bee on a lavender flower.'],
		['“A bee.”\n', 'A bee.'],
	])('reads %j', (reply, alt) => {
		expect(parseAltTextReply(reply)).toEqual({ ok: true, value: alt });
	});

	it(`cuts a reply at a word to ${ALT_TEXT_MAX_CHARS} characters`, () => {
		const result = parseAltTextReply('bee '.repeat(100));
		expect(result.ok && result.value.length).toBeLessThanOrEqual(ALT_TEXT_MAX_CHARS);
		expect(result.ok && result.value.endsWith('bee…')).toBe(true);
	});

	it.each(['', ' \n', '""', '***'])('cannot read %j', (reply) => {
		expect(parseAltTextReply(reply)).toEqual({ ok: false, reason: 'unreadable' });
	});
});

describe('altTextFailureOf', () => {
	it('tells a refused image from other failures', () => {
		const refused = new AiError('error_response', { serviceError: { code: AI_IMAGES_NOT_ACCEPTED } });
		expect(altTextFailureOf(refused)).toBe('imagesNotAccepted');
		expect(altTextFailureOf(new AiError('error_network'))).toBe('failed');
		expect(altTextFailureOf(new Error('x'))).toBe('failed');
	});
});
