import { describe, expect, it } from 'vitest';

import { startProviderForTests } from '../provider';
import { PROMPT_CASES, type PromptSite } from './prompt-cases';

const provider = startProviderForTests();

/** The local provider's users (src/data/users.ts): the data folder's administrator is user 1. */
async function localSite(): Promise<PromptSite> {
	return {
		admin: { api: provider.api, id: 1, name: 'Site Admin' },
		ada: { api: await provider.apiAs('ada'), id: 2, name: 'Ada Lovelace' },
		grace: { api: await provider.apiAs('grace'), id: 3, name: 'Grace Hopper' },
	};
}

describe('the table of prompt cases', () => {
	it('gives every case a title of its own', () => {
		const titles = PROMPT_CASES.map((promptCase) => promptCase.title);
		expect(new Set(titles).size).toBe(titles.length);
	});
});

describe('the AI prompt library (blockyard/v1/ai-prompts): the shared cases against the local provider', () => {
	let site: Promise<PromptSite> | undefined;
	for (const promptCase of PROMPT_CASES) {
		it(promptCase.title, async () => {
			site ??= localSite();
			await promptCase.run(await site, expect);
		});
	}
});
