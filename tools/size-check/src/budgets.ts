/**
 * What each published package may cost a consumer, journey by journey: the code
 * a bundler ships for `source` (an entry a plugin author would write), with
 * React and `@wordpress/*` left to WordPress, minified and gzipped. Every
 * package has at least one line; a change that grows past a limit fails
 * `npm test`. Raise a limit only with a reason in the commit.
 */
export interface Budget {
	/** What the journey is, as a reader of the table would say it. */
	readonly name: string;
	/** The entry module's source. */
	readonly source: string;
	/** The most it may weigh, in KiB of gzip. */
	readonly limitKiB: number;
}

export const budgets: readonly Budget[] = [
	{
		name: '@blockyard/api-client: Business Hours reads its localized week',
		source: `import { createApi, businessHours } from '@blockyard/api-client';
export const week = () => businessHours.localizedWeek(createApi({ root: '/wp-json/' }));`,
		limitKiB: 13,
	},
	{
		name: '@blockyard/api-client: an AI stream (token, then the streamed query)',
		source: `import { createApi, ai } from '@blockyard/api-client';
export async function* ask(question) {
	const api = createApi({ root: '/wp-json/' });
	const { token } = await ai.requestToken(api);
	yield* ai.streamQuery(api, { token, question });
}`,
		limitKiB: 17,
	},
	{
		name: '@blockyard/api-client: every call',
		source: `export * from '@blockyard/api-client';`,
		limitKiB: 30,
	},
	{
		name: '@blockyard/ui: the shared button block',
		source: `import { registerButtonBlock } from '@blockyard/ui';
registerButtonBlock();`,
		limitKiB: 4,
	},
	{
		name: '@blockyard/ui: everything',
		source: `export * from '@blockyard/ui';`,
		limitKiB: 6.5,
	},
	{
		name: '@blockyard/connection: everything',
		source: `export * from '@blockyard/connection';`,
		limitKiB: 12,
	},
	{
		name: '@blockyard/content: Business Hours registered alone',
		source: `import { registerBusinessHoursBlock } from '@blockyard/content';
registerBusinessHoursBlock();`,
		limitKiB: 14,
	},
	{
		name: '@blockyard/content: Business Hours with the WordPress host, for a plugin on its own',
		source: `import { registerBusinessHoursBlock } from '@blockyard/content';
import { provideHost } from '@blockyard/ui';
import { createWordPressHost, readWordPressPageState } from '@blockyard/editor';
provideHost(createWordPressHost(readWordPressPageState(window.blockyardPageState)));
registerBusinessHoursBlock();`,
		limitKiB: 22,
	},
	{
		name: '@blockyard/content: every block',
		source: `import { registerContentBlocks } from '@blockyard/content';
registerContentBlocks();`,
		limitKiB: 14,
	},
	{
		// With the shared button it registers for the forms' submit (about 3 KiB of it).
		name: '@blockyard/forms: every block',
		source: `import { registerFormsBlocks } from '@blockyard/forms';
registerFormsBlocks();`,
		limitKiB: 11.5,
	},
	{
		name: '@blockyard/forms: the visitor’s script',
		source: `import { hydrateContactForms } from '@blockyard/forms';
hydrateContactForms(document);`,
		limitKiB: 2.5,
	},
	{
		name: '@blockyard/ai-assistant: the block and its extensions',
		source: `import { registerAiAssistant } from '@blockyard/ai-assistant';
registerAiAssistant();`,
		limitKiB: 55,
	},
	{
		name: '@blockyard/editor: the whole suite in WordPress',
		source: `import { createWordPressHost, readWordPressPageState, registerBlockyard } from '@blockyard/editor';
registerBlockyard({ host: createWordPressHost(readWordPressPageState(window.blockyardPageState)) });`,
		limitKiB: 80,
	},
];
