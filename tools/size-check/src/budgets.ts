/**
 * What each published package may cost a consumer, journey by journey: the code
 * a bundler ships for `source` (an entry a plugin author would write), with
 * React and `@wordpress/*` left to WordPress, minified and gzipped. The limit is
 * for the eager code, what runs when the page loads the journey; what it loads on
 * first use (`import()`: blocks' edits, the AI calls, ky) is weighed apart, in
 * `lazyBudgets` (lazy-budgets.ts). Every package has at least one line; a change that grows past a
 * limit fails `npm test`. Raise a limit only with a reason in the commit.
 */
export interface Budget {
	/** What the journey is, as a reader of the table would say it. */
	readonly name: string;
	/** The entry module's source. */
	readonly source: string;
	/** The most its eager code may weigh, in KiB of gzip. */
	readonly limitKiB: number;
	/** Whose lazily loaded chunks `lazyBudgets` lists, when the journey is one of the {@link LazyLoader}s. */
	readonly loader?: LazyLoader;
	/**
	 * Bundled as the WordPress plugin's build bundles it: each block's metadata left to the
	 * server's definitions (`metadataFromServer`), which every WordPress block editor starts with.
	 */
	readonly wordpress?: boolean;
}

/**
 * The journeys whose every lazily loaded chunk must have a line in `lazyBudgets`: the whole
 * suite registered in the editor, and the content, embed, media and payment blocks' scripts on
 * a visitor's page.
 */
export const LAZY_LOADERS = [
	'suite',
	'content views',
	'embeds views',
	'media views',
	'payments views',
] as const;

/** One of the {@link LAZY_LOADERS}. */
export type LazyLoader = (typeof LAZY_LOADERS)[number];

/** Whether `name` is one of the {@link LAZY_LOADERS}. */
export const isLazyLoader = (name: string): name is LazyLoader =>
	(LAZY_LOADERS as readonly string[]).includes(name);

export const budgets: readonly Budget[] = [
	{
		name: '@blockyard/api-client: Business Hours reads its localized week',
		source: `import { createApi, businessHours } from '@blockyard/api-client';
export const week = () => businessHours.localizedWeek(createApi({ root: '/wp-json/' }));`,
		limitKiB: 8,
	},
	{
		name: '@blockyard/api-client: an AI stream (token, then the streamed query)',
		source: `import { createApi, ai } from '@blockyard/api-client';
export async function* ask(question) {
	const api = createApi({ root: '/wp-json/' });
	const { token } = await ai.requestToken(api);
	yield* ai.streamQuery(api, { token, question });
}`,
		limitKiB: 13,
	},
	{
		// No block loads this much (each imports the calls it makes); it grows with every call:
		// the hosted video's resumable upload and its calls took it past 26; the money contract
		// (about 1 KiB) and the saved-output policy (about 2 KiB) to 30.8; MapKit's token, the
		// providers' geocoding shapes, Mailchimp's disconnect and the editor's marker to 32.1; the
		// prompt library's calls, the tags and categories calls, images in AI messages and the AI
		// suggestions' request wordings to 33.9.
		name: '@blockyard/api-client: every call',
		source: `export * from '@blockyard/api-client';`,
		limitKiB: 34.5,
	},
	{
		// Its save writes its link, text, width and gradient through the saved-output policy of
		// @blockyard/api-client (addresses, styles, rich text: about 2 KiB of its 4.9). The lazy
		// edit loader's time-out and its failure naming the chunk and why, about 0.5 KiB, past 5 KiB. The lazy edit drawn only once its block comes near the viewport (about 0.2 KiB, in every package's registration), past 5.5 KiB.
		name: '@blockyard/ui: the shared button block',
		source: `import { registerButtonBlock } from '@blockyard/ui';
registerButtonBlock();`,
		limitKiB: 6,
	},
	{
		// With the block tiers' rule, the block categories and the lazy loader's time-out and
		// failure description (about 0.9 KiB), past 8 KiB; and the services a link can be to
		// (socialLinkKind, its table of about forty and SocialLinkIcon: about 1.3 KiB), which a
		// block loads only in a chunk of its own, with the sidebar that shows such a link. The lazy edit drawn only once its block comes near the viewport (about 0.2 KiB, in every package's registration), past 10.5 KiB.
		name: '@blockyard/ui: everything',
		source: `export * from '@blockyard/ui';`,
		limitKiB: 11,
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
		// 5.5: the placeholder its edit's loading failure shows keeps the keyboard in the block when it goes (ui's FocusKeptInBlock).
		limitKiB: 5.5,
	},
	{
		// Business Hours' v1 deprecation is a frozen copy of the list it saved and the time,
		// day and localization helpers it used (about 0.4 KiB), which cannot share today's.
		// The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration), past 17.5 KiB.
		// The host reads the page state with its own few checks, and its calls (the upload, the oEmbed
		// check, the usage events) load on first use, so zod no longer comes with it: 18.1 → 8.3 KiB.
		name: '@blockyard/content: Business Hours with the WordPress host, for a plugin on its own',
		source: `import { registerBusinessHoursBlock } from '@blockyard/content';
import { provideHost } from '@blockyard/ui';
import { createWordPressHost, readWordPressPageState } from '@blockyard/editor';
provideHost(createWordPressHost(readWordPressPageState(window.blockyardPageState)));
registerBusinessHoursBlock();`,
		limitKiB: 9,
	},
	{
		// The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration), past 12 KiB.
		name: '@blockyard/content: every block',
		source: `import { registerContentBlocks } from '@blockyard/content';
registerContentBlocks();`,
		limitKiB: 12.5,
	},
	{
		// Each block's view is a chunk it loads only where the block is on the page.
		name: '@blockyard/content: the visitor’s script',
		source: `import { startContentViews } from '@blockyard/content';
startContentViews(document);`,
		limitKiB: 1,
		loader: 'content views',
	},
	{
		// Nine blocks, each its metadata and save (about 0.8 KiB), the shared button, and the older
		// Calendly, Eventbrite and Mailchimp markup their deprecations must still parse (about
		// 2.5 KiB together); the embed mechanism's edit parts load with the edits. The saved-output
		// policy their saves write through brought it to 12.4 KiB; the deprecations' frozen copies
		// of the frame, event page and policy helpers their version saved with, to 12.9 KiB.
		// OpenTable's version 1 (the links saved without a frame, with its own copy of the domains,
		// languages and reservation pages), about 0.9 KiB, past 13 KiB.
		name: '@blockyard/embeds: every block',
		source: `import { registerEmbedsBlocks } from '@blockyard/embeds';
registerEmbedsBlocks();`,
		limitKiB: 14,
	},
	{
		// Each block's view is a chunk it loads only where the block is on the page.
		name: '@blockyard/embeds: the visitor’s script',
		source: `import { startEmbedsViews } from '@blockyard/embeds';
startEmbedsViews(document);`,
		limitKiB: 1,
		loader: 'embeds views',
	},
	{
		// Each block adds its metadata and save; the edits load on first use. The tiled gallery's
		// save needs its layout engine and the resizing rewrite (about 5.8 KiB with its
		// deprecation and conversions); the slideshow's metadata, save and icon about 1 KiB (Swiper
		// never comes with them); the external media filter on the editor's media buttons adds
		// 1.4 KiB with the lazy loader (which the blocks' edits share); the core video conversion's
		// filter about 0.2 KiB (7.4 KiB in all). The video block's metadata, save and deprecation
		// brought it to 8.5 KiB, its transforms (from core video, from video files) to 8.7 KiB;
		// the saved-output policy its saves write images, links, tracks and captions through, and
		// the saves' reading of attributes of any shape, to 11.5 KiB. The tiled gallery's and the
		// video's v1 deprecations as frozen copies (the gallery's own copy of the layout engine it
		// laid its rows out with, its markup and both versions' attributes), to 12.9 KiB; the video
		// save's track-kind check shared with its edit (video-helpers/tracks.ts) instead of a copy
		// of the kinds, to 13.1 KiB. The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration), past 15 KiB.
		name: '@blockyard/media: every block',
		source: `import { registerMediaBlocks } from '@blockyard/media';
registerMediaBlocks();`,
		limitKiB: 15.5,
	},
	{
		// Each block's view is a chunk it loads only where the block is on the page.
		name: '@blockyard/media: the visitor’s script',
		source: `import { startMediaViews } from '@blockyard/media';
startMediaViews(document);`,
		limitKiB: 1,
		loader: 'media views',
	},
	{
		// Each block adds its metadata and save; the edits load on first use. The lazy edit loader
		// and registerBlockOnce, which every block shares, are about 1.3 KiB; the ad block's
		// metadata, save and formats with the 'Earn' category 0.6 KiB (1.9 KiB); the paid blocks'
		// filters (attribute, banners), whose banners and address notices load on first use,
		// 0.9 KiB (2.8 KiB). The donations block's and the payment button's saves write amounts in
		// the block's currency, which brings the money helpers' currency table and formatting with
		// them (about 2.5 KiB, shared); with their metadata and saves, about 3.5 KiB (6.3 KiB). The
		// membership store's registration (reducer, selectors, the actions that load its calls) is
		// about 1 KiB (7.3 KiB). The money contract the currency table is read from, and the
		// saved-output policy the saves write texts, links and images through, 3.4 KiB (10.7 KiB).
		// The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration) (11.6 KiB).
		// The saves write amounts with the money contract's currencies alone (formatSoldMoney), so the
		// table of every currency (about 1.9 KiB) loads with the edits that offer them: 10.5 KiB.
		name: '@blockyard/payments: every block',
		source: `import { registerPaymentsBlocks } from '@blockyard/payments';
registerPaymentsBlocks();`,
		limitKiB: 11,
	},
	{
		// Each block's view is a chunk it loads only where the block is on the page.
		name: '@blockyard/payments: the visitor’s script',
		source: `import { startPaymentsViews } from '@blockyard/payments';
startPaymentsViews(document);`,
		limitKiB: 1,
		loader: 'payments views',
	},
	{
		// With the shared button it registers for the forms' submit (and the saved-output policy
		// the button's save writes through). The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration), past 9 KiB. The lazy edit drawn only once its block comes near the viewport (about 0.2 KiB, in every package's registration), past 9.5 KiB.
		name: '@blockyard/forms: every block',
		source: `import { registerFormsBlocks } from '@blockyard/forms';
registerFormsBlocks();`,
		limitKiB: 10,
	},
	{
		name: '@blockyard/forms: the visitor’s script',
		source: `import { hydrateContactForms } from '@blockyard/forms';
hydrateContactForms(document);`,
		limitKiB: 2.5,
	},
	{
		// The lazy edit loader's time-out and its failure naming the chunk and why, the block tiers' rule and the block categories (about 0.5 KiB, in every package's registration), past 14 KiB.
		// The store keeps pending requests in localStorage through code loaded with the first one
		// (its check of what it reads back is zod's), so zod no longer comes with it: 7.7 KiB.
		// The AI store registered by the first AI code that needs it, with that code: 6.4 KiB.
		// The AI alt text panel's filter (image, tiled gallery and slideshow blocks), sharing one
		// filter maker with the text blocks' dropdown: 7.1 KiB.
		name: '@blockyard/ai-assistant: the block and its extensions',
		source: `import { registerAiAssistant } from '@blockyard/ai-assistant';
registerAiAssistant();`,
		limitKiB: 7.5,
	},
	{
		// Each block adds its metadata and save, its edit loads on first use. No markdown renderer:
		// the AI block's save prints the HTML its edit rendered. 40 KiB until the embed and media
		// packages joined: nine embeds (three with deprecations) and the tiled gallery's save,
		// which lays images out, brought it to 41.5 KiB; about a third is the host's zod schemas.
		// The ad block and the paid blocks' filters (their banners and notices load on first use)
		// brought it to 46.3 KiB; the donations block's save, with the money helpers' currency
		// table and formatting its amounts are written with, to 49 KiB; the membership store's
		// registration to 49.8 KiB; the payment button's metadata and save, to 50.6 KiB; the money
		// contract and the saved-output policy every save writes through (about 3 KiB), to 54.5 KiB.
		// The embed deprecations' frozen copies of what their version saved with (each its own
		// frame and policy helpers, which cannot share today's) add about 1.1 KiB; the tiled
		// gallery's, the video's and Business Hours' (the gallery's own copy of its layout engine
		// the most of it), about 2.6 KiB more, to 58.1 KiB. The membership store's provider
		// connection state and its lock on making donation products (so that every donations block
		// shares one status load and one set of products: the store is registered before any block,
		// its messages and calls load on first use), about 0.3 KiB, past 60 KiB. OpenTable's
		// version 1 (its frozen save of the links without a frame), about 0.9 KiB more. The lazy
		// edit loader's time-out and its failure naming the chunk and why, the block tiers (the rule,
		// each package's list of its blocks with their tiers, the page state's tiers and editor kind)
		// and the block categories, about 1 KiB more.
		// 61.9 KiB, of which zod was 10 and the currency table 2.5: the page state is read with a
		// few checks of its own (checked against its zod contract in a property test), the host's and
		// the AI store's calls load on first use, and the donations' and payment button's saves write
		// with the money contract's currencies alone: 49.4 KiB. The membership store registered
		// by the first block that reads it, with that block's edit: 48.4 KiB. The AI store the same
		// way, the host carrying the plan and quota the page state knew: 47.3 KiB. A transport's
		// sending and reading of answers (and the errors it raises) loading with ky, with its
		// first request: 46.4 KiB. The video's save checking its tracks' kinds without the rest of
		// the tracks' rules (their labels and defaults load with the edit): 46.2 KiB. Bundled as
		// the WordPress plugin's build bundles it: each block's metadata left to the server's
		// definitions, which every WordPress block editor starts with and which a registration's
		// never replaces (about 4 KiB), and the eager code one chunk rather than 50, each with its
		// imports, exports and wrapper (about 3.5 KiB): 38.4 KiB.
		name: '@blockyard/editor: the whole suite registered in WordPress, with its host',
		source: `import { createWordPressHost, readWordPressPageState, registerBlockyard } from '@blockyard/editor';
registerBlockyard({ host: createWordPressHost(readWordPressPageState(window.blockyardPageState)) });`,
		limitKiB: 40,
		loader: 'suite',
		wordpress: true,
	},
];
