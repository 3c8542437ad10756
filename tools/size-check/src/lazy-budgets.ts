import type { LazyLoader } from './budgets';

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

/**
 * Every chunk a {@link LazyLoader} loads on first use, with what it may add to its journey's
 * code (its own and the lazily loaded code it shares with other chunks). A block's edit or an
 * extension's UI that stopped loading lazily is missing from the suite's chunks and fails here,
 * as does a new chunk without a line.
 */
export const lazyBudgets: readonly LazyBudget[] = [
	{
		name: 'Business Hours: the edit',
		module: 'packages/content/dist/blocks/business-hours/edit/index.js',
		limitKiB: 3.5,
	},
	{
		// Leaflet (about 40 KiB) and supercluster come with it, and never with the registration.
		name: 'Map: the edit (Leaflet, its stylesheet and supercluster)',
		module: 'packages/content/dist/blocks/map/edit/index.js',
		limitKiB: 62,
	},
	{
		name: 'Contact Info: the edit',
		module: 'packages/content/dist/blocks/contact-info/edit/index.js',
		limitKiB: 1,
	},
	{
		name: 'Address: the edit',
		module: 'packages/content/dist/blocks/address/edit/index.js',
		limitKiB: 1,
	},
	{
		name: 'Email Address: the edit',
		module: 'packages/content/dist/blocks/email/edit/index.js',
		limitKiB: 1,
	},
	{
		name: 'Phone Number: the edit',
		module: 'packages/content/dist/blocks/phone/edit/index.js',
		limitKiB: 1,
	},
	{
		name: 'Star Rating: the edit',
		module: 'packages/content/dist/blocks/star-rating/edit/index.js',
		limitKiB: 1.5,
	},
	{
		name: 'Repeat Visitor: the edit',
		module: 'packages/content/dist/blocks/repeat-visitor/edit/index.js',
		limitKiB: 1.5,
	},
	{
		name: 'Related Posts: the edit',
		module: 'packages/content/dist/blocks/related-posts/edit/index.js',
		limitKiB: 4,
	},
	{
		// With the embed mechanism's edit parts (placeholder, preview, verification), which every embed block's edit shares.
		name: 'Google Calendar: the edit (and the embed mechanism)',
		module: 'packages/embeds/dist/blocks/google-calendar/edit/index.js',
		limitKiB: 5,
	},
	{
		// Measured with the embed mechanism's edit parts and the button child, which load once for every embed block.
		name: 'Calendly: the edit',
		module: 'packages/embeds/dist/blocks/calendly/edit/index.js',
		limitKiB: 5,
	},
	{
		// Measured with the embed mechanism's edit parts and the button child, which load once for every embed block.
		name: 'Eventbrite Checkout: the edit',
		module: 'packages/embeds/dist/blocks/eventbrite/edit/index.js',
		limitKiB: 4.5,
	},
	{
		// The embed mechanism's edit parts come with it too (shared with Google Calendar's edit).
		name: 'Pinterest: the edit (and the embed mechanism)',
		module: 'packages/embeds/dist/blocks/pinterest/edit/index.js',
		limitKiB: 4.5,
	},
	{
		name: 'Tock: the edit',
		module: 'packages/embeds/dist/blocks/tock/edit/index.js',
		limitKiB: 2,
	},
	{
		// Its own search flow; shares the embed mechanism's address reading only.
		name: 'GIF: the edit',
		module: 'packages/embeds/dist/blocks/gif/edit/index.js',
		limitKiB: 3,
	},
	{
		// The restaurant picker (the editor's token field) and the embed code's parser.
		name: 'OpenTable: the edit',
		module: 'packages/embeds/dist/blocks/opentable/edit/index.js',
		limitKiB: 5,
	},
	{
		// With the popup that connects an account; the connection's placeholder is shared with other blocks.
		name: 'Latest Instagram Posts: the edit',
		module: 'packages/embeds/dist/blocks/instagram-gallery/edit/index.js',
		limitKiB: 5,
	},
	{
		name: 'Mailchimp: the edit',
		module: 'packages/embeds/dist/blocks/mailchimp/edit/index.js',
		limitKiB: 4,
	},
	{
		// The menu of sources on the editor's media buttons and the 'Select media' modal, loaded when a media button first shows.
		name: 'External media: the sources menu and the Select media modal',
		module: 'packages/media/dist/extensions/external-media/media-sources/index.js',
		limitKiB: 8,
	},
	{
		// The notice offering to turn core video blocks into hosted ones, loaded when a core video block is first selected (1.3 KiB).
		name: 'Video conversion: the core video notice',
		module: 'packages/media/dist/video-helpers/conversion/conversion-notice.js',
		limitKiB: 2,
	},
	{
		name: 'Tiled Gallery: the edit',
		module: 'packages/media/dist/blocks/tiled-gallery/edit/index.js',
		limitKiB: 4,
	},
	{
		name: 'Contact form: the edit',
		module: 'packages/forms/dist/blocks/contact-form/edit/index.js',
		limitKiB: 2,
	},
	{
		name: 'Contact form fields (twelve blocks): the edit',
		module: 'packages/forms/dist/blocks/fields/edit/index.js',
		limitKiB: 3.5,
	},
	{
		// marked (about 15 KiB) and DOMPurify (about 12 KiB) load with it, never with the registration.
		// While the AI block's save keeps marked eager, this chunk adds about 13.5 KiB.
		name: 'Markdown: the edit (marked and DOMPurify with it)',
		module: 'packages/content/dist/blocks/markdown/edit/index.js',
		limitKiB: 29,
	},
	{ name: 'Button: the edit', module: 'packages/ui/dist/blocks/button/edit/index.js', limitKiB: 2.5 },
	{
		// marked (about 15 KiB) with it: the edit renders the reply's HTML that save prints.
		name: 'AI Assistant: the edit (the stream, the markdown, image generation)',
		module: 'packages/ai-assistant/dist/blocks/ai-assistant/edit/index.js',
		limitKiB: 42,
	},
	{
		name: 'AI Assistant: the dropdown of text blocks (turndown with it)',
		module: 'packages/ai-assistant/dist/extensions/text-blocks/ai-assistant-block-controls.js',
		limitKiB: 8,
	},
	{
		name: 'Form AI: the bar and its request',
		module: 'packages/ai-assistant/dist/extensions/form-ai/form-ai.js',
		limitKiB: 18,
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
		name: 'Repeat Visitor: the visitor’s view',
		module: 'packages/content/dist/blocks/repeat-visitor/view.js',
		limitKiB: 1,
		loader: 'content views',
	},
	{
		// Leaflet and supercluster again: a visitor's page loads no editor code.
		name: 'Map: the visitor’s view (Leaflet, its stylesheet and supercluster)',
		module: 'packages/content/dist/blocks/map/view.js',
		limitKiB: 57,
		loader: 'content views',
	},
	{
		name: 'Eventbrite Checkout: the visitor’s view (the checkout modal)',
		module: 'packages/embeds/dist/blocks/eventbrite/view.js',
		limitKiB: 1.5,
		loader: 'embeds views',
	},
	{
		name: 'Pinterest: the visitor’s view (it loads Pinterest’s script for boards and profiles)',
		module: 'packages/embeds/dist/blocks/pinterest/view.js',
		limitKiB: 1,
		loader: 'embeds views',
	},
	{
		name: 'Tock: the visitor’s view (it loads Tock’s widget script)',
		module: 'packages/embeds/dist/blocks/tock/view.js',
		limitKiB: 1,
		loader: 'embeds views',
	},
	{
		// The API client's transport and the signup's schemas: the form posts through newsletter.subscribe.
		name: 'Mailchimp: the visitor’s view',
		module: 'packages/embeds/dist/blocks/mailchimp/view.js',
		limitKiB: 8.5,
		loader: 'embeds views',
	},
	{
		// The product form, the stored product's calls and the card.
		name: 'Payment Button: the edit',
		module: 'packages/payments/dist/blocks/payment-button/edit/index.js',
		limitKiB: 4.5,
	},
	{
		name: 'Slideshow: the edit',
		module: 'packages/media/dist/blocks/slideshow/edit/index.js',
		limitKiB: 4.5,
	},
	{
		// Swiper (core, navigation, pagination, autoplay, fade, a11y), loaded once the edit shows a slider.
		name: 'Slideshow: the editor’s slider (Swiper)',
		module: 'packages/media/dist/blocks/slideshow/slider/slider.js',
		limitKiB: 35,
	},
	{
		name: 'Slideshow: the visitor’s view',
		module: 'packages/media/dist/blocks/slideshow/view.js',
		limitKiB: 1.5,
		loader: 'media views',
	},
	{
		// Swiper again, loaded by the view on pages with a slideshow of two images or more.
		name: 'Slideshow: the visitor’s slider (Swiper)',
		module: 'packages/media/dist/blocks/slideshow/slider/slider.js',
		limitKiB: 32,
		loader: 'media views',
	},
	{
		// The placeholder of the format's size, the format menu and the Visibility panel: 0.8 KiB.
		name: 'Ad: the edit',
		module: 'packages/payments/dist/blocks/ad/edit/index.js',
		limitKiB: 1,
	},
	{
		// The upgrade and Stripe banners above a paid block, with the checkout link, loaded the
		// first time a paid block that may need one shows.
		name: 'Paid blocks: the banners',
		module: 'packages/payments/dist/paid-blocks/paid-block-banners.js',
		limitKiB: 4,
	},
	{
		// Loaded only when the editor's address has a plan or Stripe flag.
		name: 'Paid blocks: the notices of the address flags',
		module: 'packages/payments/dist/paid-blocks/notices-on-load.js',
		limitKiB: 1,
	},
	{
		// The placeholder, the upload's screen and controller with tus-js-client (about 12 KiB), the
		// preview: 21.6 KiB; with the text tracks dropdown and the poster picker: 25.3 KiB; with the
		// sidebar's four panels: 29.1 KiB. tus-js-client could load with the first upload instead.
		name: 'VideoPress: the edit',
		module: 'packages/media/dist/blocks/video/edit/index.js',
		limitKiB: 31,
	},
	{
		// The tabs, tier fields, currency menu, sidebar and the products' loading (4.7 KiB); the
		// connection gate, with the Connect placeholder and button of @blockyard/connection that
		// the chunk bundles as a consumer's build does, 6.2 KiB.
		name: 'Donations: the edit',
		module: 'packages/payments/dist/blocks/donations/edit/index.js',
		limitKiB: 6.5,
	},
	{
		// With the money helpers it reads and writes amounts with (the currency table, about 2 KiB,
		// read from the money contract since 4.7 KiB), and the link rule of the saved-output policy
		// it reads the checkout's address through (5.4 KiB).
		name: 'Donations: the visitor’s view',
		module: 'packages/payments/dist/blocks/donations/view.js',
		limitKiB: 6,
		loader: 'payments views',
	},
	{
		name: 'api-client: ky, with the first request',
		module: 'node_modules/ky/distribution/index.js',
		limitKiB: 5.5,
	},
	{
		// The newsletter signup's request, on a visitor's page.
		name: 'api-client: ky, with the visitor’s first request (embeds)',
		module: 'node_modules/ky/distribution/index.js',
		limitKiB: 5.5,
		loader: 'embeds views',
	},
];
