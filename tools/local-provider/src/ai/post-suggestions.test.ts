import {
	AI_ALT_TEXT_INSTRUCTION,
	AI_EXCERPT_INSTRUCTION,
	AI_EXCERPT_MAX_WORDS,
	AI_IMAGES_NOT_ACCEPTED,
	AI_SITE_CATEGORIES_LABEL,
	AI_TAGS_INSTRUCTION,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import type { EngineDelta, EngineRequest } from './engine';
import {
	createOfflineEngine,
	OFFLINE_CANNOT_SEE_IMAGES,
	OFFLINE_LABEL,
	offlineRefusal,
	offlineReply,
} from './offline-engine';
import { offlineTaskOf } from './offline-task';
import { excerptOf, postTermsOf, siteCategoriesOf } from './post-suggestions';

const POST =
	'Our garden bees made honey this spring. The bees visit every flower in the garden. ' +
	'We moved the hives before the rain. Honey from garden bees tastes of lavender.';

const fence = (text: string): string => `\`\`\`\`\`\n${text}\n\`\`\`\`\``;
const ask = (content: string): EngineRequest => ({
	messages: [
		{ role: 'system', content: 'You are a writing assistant. Keep any title and summary short.' },
		{ role: 'user', content },
	],
});
const excerptRequest = (text: string) => ask(`${AI_EXCERPT_INSTRUCTION}\n\n${fence(text)}`);
const tagsRequest = (text: string, categories: readonly string[]) =>
	ask(
		`${AI_TAGS_INSTRUCTION}\n${AI_SITE_CATEGORIES_LABEL} ${JSON.stringify(categories)}\n\n${fence(text)}`
	);
const altTextRequest = (image?: string): EngineRequest => ({
	messages: [
		{
			role: 'user',
			content:
				image === undefined
					? `${AI_ALT_TEXT_INSTRUCTION}\n\nCaption:\n${fence('Bees')}`
					: [
							{
								type: 'text',
								text: `${AI_ALT_TEXT_INSTRUCTION}\n\nCaption:\n${fence('Bees')}`,
							},
							{ type: 'image_url', image_url: { url: image } },
						],
		},
	],
});

async function collect(iterable: AsyncIterable<EngineDelta>): Promise<EngineDelta[]> {
	const all: EngineDelta[] = [];
	for await (const delta of iterable) {
		all.push(delta);
	}
	return all;
}

describe('the tasks of the post suggestions', () => {
	it('picks each from the words of its request, before summarize or title', () => {
		expect(offlineTaskOf(excerptRequest(POST))).toBe('excerpt');
		expect(offlineTaskOf(tagsRequest(POST, ['Garden']))).toBe('tags');
		expect(offlineTaskOf(altTextRequest('https://site.test/bee.jpg'))).toBe('altText');
		expect(offlineTaskOf(altTextRequest())).toBe('altText');
	});

	it('takes any request carrying an image as alt text, whatever its words', () => {
		const request: EngineRequest = {
			messages: [
				{
					role: 'user',
					content: [
						{ type: 'text', text: 'Summarize this.' },
						{ type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
					],
				},
			],
		};
		expect(offlineTaskOf(request)).toBe('altText');
	});

	it('does not take words inside the post for instructions', () => {
		expect(offlineTaskOf(ask(`Simplify this:\n${fence('An excerpt with tags and categories')}`))).toBe(
			'reply'
		);
	});
});

describe('excerptOf', () => {
	it('is the summary as one plain paragraph', () => {
		const excerpt = excerptOf(`# Bees\n\n**${POST}** See [our shop](https://shop.test).`);
		expect(excerpt).toBe(
			'Our garden bees made honey this spring. Honey from garden bees tastes of lavender.'
		);
		expect(excerpt).not.toMatch(/[#*_`\n[\]]/);
	});

	it(`keeps to ${AI_EXCERPT_MAX_WORDS} words, cutting one long sentence with an ellipsis`, () => {
		const long = `${Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ')}.`;
		const excerpt = excerptOf(long);
		expect(excerpt.split(/\s+/)).toHaveLength(AI_EXCERPT_MAX_WORDS);
		expect(excerpt.endsWith('word54…')).toBe(true);
		const twoLong = `${long} ${long.replace(/word/g, 'term')}`;
		expect(excerptOf(twoLong).split(/\s+/).length).toBeLessThanOrEqual(AI_EXCERPT_MAX_WORDS);
	});

	it('is empty for a text without words', () => {
		expect(excerptOf('  \n ')).toBe('');
	});
});

describe('postTermsOf', () => {
	it('gives at most five lower-case tags, most frequent first, and only listed categories found in the text', () => {
		expect(
			postTermsOf(POST, ['Garden', 'Bee', 'Honey Bees', 'Travel', 'Garden', 'Uncategorized'])
		).toEqual({
			tags: ['garden', 'bees', 'honey', 'made', 'spring'],
			categories: ['Garden', 'Bee', 'Honey Bees'],
		});
	});

	it('leaves numbers out of the tags and gives no categories without a list', () => {
		expect(postTermsOf('In 2024 and 2024 again, Paris.', [])).toEqual({
			tags: ['again', 'paris'],
			categories: [],
		});
	});
});

describe('siteCategoriesOf', () => {
	it('reads the JSON array after the label, and nothing from a bad line', () => {
		expect(
			siteCategoriesOf(`Intro\n${AI_SITE_CATEGORIES_LABEL} ["News", "Café, Bar", 3, ""]\nrest`)
		).toEqual(['News', 'Café, Bar']);
		expect(siteCategoriesOf(`${AI_SITE_CATEGORIES_LABEL} News, Travel`)).toEqual([]);
		expect(siteCategoriesOf(`${AI_SITE_CATEGORIES_LABEL} {"a": 1}`)).toEqual([]);
		expect(siteCategoriesOf('No list here')).toEqual([]);
	});
});

describe('the offline replies to the post suggestions', () => {
	it('answers an excerpt as the bare paragraph, without the offline label', () => {
		const reply = offlineReply(excerptRequest(POST));
		expect(reply).toBe(excerptOf(POST));
		expect(reply).not.toContain(OFFLINE_LABEL);
	});

	it('answers tags as a JSON object only', () => {
		const reply = offlineReply(tagsRequest(POST, ['Garden', 'Travel']));
		expect(JSON.parse(reply)).toEqual({
			tags: ['garden', 'bees', 'honey', 'made', 'spring'],
			categories: ['Garden'],
		});
	});

	it('refuses alt text with an error object, never a description', async () => {
		for (const request of [altTextRequest('https://site.test/bee.jpg'), altTextRequest()]) {
			expect(offlineRefusal(request)).toEqual({
				code: AI_IMAGES_NOT_ACCEPTED,
				message: OFFLINE_CANNOT_SEE_IMAGES,
			});
			const deltas = await collect(
				await createOfflineEngine({ paceMs: 0 }).answer(request, new AbortController().signal)
			);
			expect(deltas).toEqual([
				{ error: { code: AI_IMAGES_NOT_ACCEPTED, message: OFFLINE_CANNOT_SEE_IMAGES } },
			]);
		}
		expect(offlineRefusal(excerptRequest(POST))).toBeUndefined();
	});
});
