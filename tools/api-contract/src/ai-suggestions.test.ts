// The post suggestions (an excerpt, tags and categories, an image's alt text) through the client,
// in the wording the editor sends, against the offline engine.
import {
	ai,
	AI_ALT_TEXT_CAPTION_LABEL,
	AI_ALT_TEXT_INSTRUCTION,
	AI_EXCERPT_INSTRUCTION,
	AI_EXCERPT_MAX_WORDS,
	AI_IMAGES_NOT_ACCEPTED,
	AI_SITE_CATEGORIES_LABEL,
	AI_TAGS_INSTRUCTION,
	isAiError,
	isImagesNotAcceptedError,
	type AiMessage,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { collect, doneText } from './ai-helpers';
import { startProviderForTests } from './provider';

const provider = startProviderForTests({ env: { BLOCKYARD_AI_OFFLINE_PACE_MS: '0' } });

const POST =
	'Our garden bees made honey this spring. The bees visit every flower in the garden. ' +
	'We moved the hives before the rain. Honey from garden bees tastes of lavender.';
const fence = (text: string): string => `\`\`\`\`\`\n${text}\n\`\`\`\`\``;
const SYSTEM: AiMessage = {
	role: 'system',
	content: 'You are a writing assistant in the WordPress block editor.',
};

async function ask(messages: readonly AiMessage[]) {
	const { api } = provider;
	const { token } = await ai.requestToken(api, { storage: null });
	return collect(ai.streamQuery(api, { token, messages, feature: 'ai-assistant' }));
}

describe('the post suggestions against the offline engine', () => {
	it('tells the editor it accepts no images', async () => {
		expect((await ai.feature(provider.api)).acceptsImages).toBe(false);
	});

	it('answers an excerpt as one plain paragraph within the word limit', async () => {
		const { events, error } = await ask([
			SYSTEM,
			{ role: 'user', content: `${AI_EXCERPT_INSTRUCTION}\n\n${fence(`# Bees\n\n${POST}`)}` },
		]);
		expect(error).toBeUndefined();
		const excerpt = doneText(events) ?? '';
		expect(excerpt).toBe(
			'Our garden bees made honey this spring. Honey from garden bees tastes of lavender.'
		);
		expect(excerpt.split(/\s+/).length).toBeLessThanOrEqual(AI_EXCERPT_MAX_WORDS);
		expect(excerpt).not.toMatch(/[\n#*_`]/);
	});

	it('answers tags and categories as a JSON object, categories from the list only', async () => {
		const { events, error } = await ask([
			SYSTEM,
			{
				role: 'user',
				content: `${AI_TAGS_INSTRUCTION}\n${AI_SITE_CATEGORIES_LABEL} ["Garden","Travel","Honey Bees"]\n\n${fence(POST)}`,
			},
		]);
		expect(error).toBeUndefined();
		expect(JSON.parse(doneText(events) ?? '')).toEqual({
			tags: ['garden', 'bees', 'honey', 'made', 'spring'],
			categories: ['Garden', 'Honey Bees'],
		});
	});

	it('refuses alt text for an image with images_not_accepted, describing nothing', async () => {
		const { events, error } = await ask([
			SYSTEM,
			{
				role: 'user',
				content: `${AI_ALT_TEXT_INSTRUCTION}\n\n${AI_ALT_TEXT_CAPTION_LABEL}\n${fence('Our bees')}`,
				images: ['https://site.test/wp-content/uploads/bee.jpg'],
			},
		]);
		expect(events).toEqual([]);
		expect(isImagesNotAcceptedError(error)).toBe(true);
		expect(isAiError(error) && error.serviceError).toEqual({
			code: AI_IMAGES_NOT_ACCEPTED,
			message: 'The offline engine cannot see images, so it cannot describe this one.',
			type: 'invalid_request_error',
		});
	});
});
