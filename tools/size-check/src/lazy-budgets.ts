import { readBlockFolders, blockPackages } from '@blockyard/workspace/manifest';
import { resolve } from 'node:path';

import { isLazyLoader, type LazyLoader } from './budgets';

/** A chunk a {@link LazyLoader} loads on first use, and the most it may add, in KiB of gzip. */
export interface LazyBudget {
	/** What loads it, as a reader of the table would say it. */
	readonly name: string;
	/** The journey that loads it; the whole suite when left out. */
	readonly loader?: LazyLoader;
	/** The module its `import()` names, from the repository's root. */
	readonly module: string;
	/** The most it may weigh with the lazily loaded code it shares, in KiB of gzip. */
	readonly limitKiB: number;
}

const root = resolve(import.meta.dirname, '../../..');

/**
 * The loader of a package's visitor views (`<package> views`), which loads the views of its
 * block folders; throws for a package that has none of the {@link LazyLoader}s, so a block with a
 * view budget in a new package asks for its journey in budgets.ts rather than being weighed
 * against none.
 */
export function viewsLoader(packageFolder: string): LazyLoader {
	const loader = `${packageFolder} views`;
	if (!isLazyLoader(loader)) {
		throw new Error(
			`packages/${packageFolder} has a block with a view budget, but '${loader}' is not a LazyLoader: ` +
				`add it to LAZY_LOADERS in budgets.ts, with a journey of that loader (the package's visitor script).`
		);
	}
	return loader;
}

/**
 * Each block folder's chunks, with the budgets its block.json gives them
 * (`blockyard.lazyBudgetsKiB`): its edit, loaded by the suite on first use, and its visitor's
 * view, loaded by its package's visitor script.
 */
export function blockFolderBudgets(): LazyBudget[] {
	return blockPackages(root).flatMap((packageFolder) =>
		readBlockFolders(resolve(root, 'packages', packageFolder)).flatMap(({ folder, metadata }) => {
			const budgets = metadata?.blockyard?.lazyBudgetsKiB;
			const dist = `packages/${packageFolder}/dist/blocks/${folder}`;
			const lines: LazyBudget[] = [];
			if (metadata && budgets?.edit !== undefined) {
				lines.push({
					name: `${metadata.title}: the edit`,
					module: `${dist}/edit/index.js`,
					limitKiB: budgets.edit,
				});
			}
			if (metadata && budgets?.view !== undefined) {
				lines.push({
					name: `${metadata.title}: the visitor’s view`,
					module: `${dist}/view.js`,
					limitKiB: budgets.view,
					loader: viewsLoader(packageFolder),
				});
			}
			return lines;
		})
	);
}

/**
 * The chunks that are not a block folder's edit or view: extensions, shared helpers, libraries.
 * A block's whole cost to a visitor is its view's line and the lines of what that view loads
 * later, each with its own limit: the map's Leaflet or MapKit, the slideshow's Swiper, ky for
 * the embeds' requests.
 */
const otherBudgets: readonly LazyBudget[] = [
	{
		// The menu of sources on the editor's media buttons and the 'Select media' modal, loaded when a media
		// button first shows, with the usage event each source's page of results records.
		name: 'External media: the sources menu and the Select media modal',
		module: 'packages/media/dist/extensions/external-media/media-sources/index.js',
		limitKiB: 9,
	},
	{
		// The notice offering to turn core video blocks into hosted ones, loaded when a core video block is
		// first selected, with the usage event its button records.
		name: 'Video conversion: the core video notice',
		module: 'packages/media/dist/video-helpers/conversion/conversion-notice.js',
		limitKiB: 3,
	},
	{
		// One folder of twelve blocks made from the forms contract, without a block.json of its own.
		name: 'Contact form fields (twelve blocks): the edit',
		module: 'packages/forms/dist/blocks/fields/edit/index.js',
		limitKiB: 3.5,
	},
	{
		// The AI store (registered by the first AI code that needs it) loads with it: 8.2 KiB. The
		// limit was 8.5 until ghost text: the flag's check and the loader of its code are here, so
		// that the registration does not carry them (8.6 KiB).
		name: 'AI Assistant: the dropdown of text blocks (turndown with it)',
		module: 'packages/ai-assistant/dist/extensions/text-blocks/ai-assistant-block-controls.js',
		limitKiB: 9,
	},
	{
		// Ghost text, loaded where its flag is on when a paragraph is selected: the controller, the
		// continuation's prompt and reading, and what asks for it (the token and the streamed
		// query, which the dropdown's chunk does not load): 10.5 KiB.
		name: 'AI Assistant: ghost text in paragraphs',
		module: 'packages/ai-assistant/dist/extensions/ghost-text/ghost-text.js',
		limitKiB: 11,
	},
	{
		// The panel, each image's suggestion and what asks for it: the AI store, the token and
		// the streamed query, the reply's reading and the review's loader (the review itself has a
		// line of its own): 16.2 KiB.
		name: 'AI Assistant: the AI alt text panel of image blocks',
		module: 'packages/ai-assistant/dist/extensions/alt-text/alt-text-controls.js',
		limitKiB: 17,
	},
	{
		// The review of an AI change to existing text (the word diff with the `diff` package's
		// array diff, the marked text and its navigator), loaded when a request about existing
		// text starts, before its reply can be accepted. Weighed with the chunks it shares with the
		// AI block's edit, which has loaded them already (the markdown renderer is in the edit's
		// chunk, so the whole edit counts here): 49.1 KiB, the edit's 45.5 and the review's own
		// part, what left the edit, about 3.5 KiB. The edit's own line keeps the edit in check.
		name: 'AI Assistant: the review of a change',
		module: 'packages/ai-assistant/dist/review/review-code.js',
		limitKiB: 49.5,
	},
	{
		// The prompt library's menus, dialogs, form checks and list (one cache per site), loaded
		// the first time a Saved prompts menu opens: 4.5 KiB.
		name: 'AI Assistant: the saved prompts (menus, dialogs, the list)',
		module: 'packages/ai-assistant/dist/prompt-library/index.js',
		limitKiB: 5,
	},
	{
		name: 'Form AI: the bar and its request',
		module: 'packages/ai-assistant/dist/extensions/form-ai/form-ai.js',
		limitKiB: 18,
	},
	{
		// What keeps a transform's request for its AI block over a reload (localStorage, read back
		// through its check), loaded with the first request rather than with the AI store. It
		// checks what it reads back against the prompt types, tones and languages, which now load
		// with the AI store on first use rather than with registration, so they count here too
		// (the edit or the dropdown has loaded them already): 3.5 KiB.
		name: 'AI Assistant: the kept pending requests',
		module: 'packages/ai-assistant/dist/store/pending-request-storage.js',
		limitKiB: 4,
	},
	{
		// The WordPress host's calls, each loaded when a block first makes it: the upload to the
		// media library, the check of core-data's oEmbed answer, the usage events' call.
		name: 'WordPress host: the upload to the media library',
		module: 'packages/editor/dist/hosts/upload-to-media-library.js',
		limitKiB: 1.5,
	},
	{
		name: 'WordPress host: the check of an oEmbed answer',
		module: 'packages/editor/dist/hosts/check-embed-preview.js',
		limitKiB: 0.5,
	},
	{
		name: 'WordPress host: the usage events’ call',
		module: 'packages/editor/dist/hosts/track-with-provider.js',
		limitKiB: 1,
	},
	{
		name: 'AI Assistant: the site’s AI plan, on its first check (the AI calls)',
		module: 'packages/ai-assistant/dist/store/feature-call.js',
		limitKiB: 5,
	},
	{
		// The membership and subscriber calls, the product checks, and the money helpers with the
		// currency table (about 1.9 KiB of it).
		name: 'Payments: the membership store’s first load or product (its calls and the money helpers)',
		module: 'packages/payments/dist/memberships/calls.js',
		limitKiB: 4.5,
	},
	{
		// Swiper (core, navigation, pagination, autoplay, fade, a11y), loaded once the edit shows a slider.
		name: 'Slideshow: the editor’s slider (Swiper)',
		module: 'packages/media/dist/blocks/slideshow/slider/slider.js',
		limitKiB: 35,
	},
	{
		// Swiper again, loaded by the view on pages with a slideshow of two images or more.
		name: 'Slideshow: the visitor’s slider (Swiper)',
		module: 'packages/media/dist/blocks/slideshow/slider/slider.js',
		limitKiB: 32,
		loader: 'media views',
	},
	{
		// Leaflet with the clusters (supercluster), the markers and the map's styles: loaded by the
		// map's view once the map comes near the viewport, never with the view itself.
		name: 'Map: the visitor’s Leaflet map',
		module: 'packages/content/dist/blocks/map/view-leaflet.js',
		limitKiB: 57,
		loader: 'content views',
	},
	{
		// MapKit on a MapKit site's visitor's page (the token's check and the adapter), loaded by the
		// map's view once the map comes near the viewport; 61.5 while the view carried Leaflet, which
		// it shared code with, about 9 KiB since Leaflet is a chunk of its own.
		name: 'Map: the visitor’s MapKit',
		module: 'packages/content/dist/blocks/map/mapkit/visitor.js',
		limitKiB: 10,
		loader: 'content views',
	},
	{
		// The upgrade and Stripe banners above a paid block, with the checkout link, loaded the
		// first time a paid block that may need one shows; with them the membership store, which
		// registers on first use rather than with the blocks (4.3 KiB).
		name: 'Paid blocks: the banners',
		module: 'packages/payments/dist/paid-blocks/paid-block-banners.js',
		limitKiB: 4.5,
	},
	{
		// Loaded only when the editor's address has a plan or Stripe flag.
		name: 'Paid blocks: the notices of the address flags',
		module: 'packages/payments/dist/paid-blocks/notices-on-load.js',
		limitKiB: 1,
	},
	{
		// The Embed block's variations (Descript, Facebook, Instagram, Loom, SmartFrame): their
		// icons, words and the watch on the user's connection, asked for as the package registers.
		name: 'Embeds: the Embed block’s variations',
		module: 'packages/embeds/dist/variations/register.js',
		limitKiB: 2,
	},
	{
		// The table of about forty services and their marks (@blockyard/ui's socialLinkKind and
		// SocialLinkIcon), loaded the first time an embed's sidebar shows a link to a service
		// (Latest Instagram Posts' account, Mailchimp's connection).
		name: 'Embeds: a link to a service, with the service’s icon',
		module: 'packages/embeds/dist/embed/service-link.js',
		limitKiB: 2.5,
	},
	{
		// ky, and the sending of a request and the reading of its answer into a value or a typed
		// error (the errors with it), loaded with a transport's first request.
		name: 'api-client: a transport’s requests (ky with them), with the first request',
		module: 'packages/api-client/dist/transport-send.js',
		limitKiB: 6.5,
	},
	{
		// The newsletter signup's request, on a visitor's page. It shares the api-client's errors
		// with the newsletter's view, which has loaded before it, so that view's chunk (its call,
		// its answer's zod check) counts here too: 12.2 KiB, of which about 6 are its own.
		name: 'api-client: a transport’s requests, with the visitor’s first request (embeds)',
		module: 'packages/api-client/dist/transport-send.js',
		limitKiB: 12.5,
		loader: 'embeds views',
	},
];

/**
 * Every chunk a {@link LazyLoader} loads on first use, with what it may add to its journey's
 * code (its own and the lazily loaded code it shares with other chunks): each block folder's
 * edit and view from its block.json, and the others listed here. A block's edit or an
 * extension's UI that stopped loading lazily is missing from the suite's chunks and fails here,
 * as does a new chunk without a line.
 */
export const lazyBudgets: readonly LazyBudget[] = [...blockFolderBudgets(), ...otherBudgets];
