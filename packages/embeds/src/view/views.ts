// The embed blocks that do something on a visitor's page, and where their view code is.
// A block with visitor behaviour adds one line here: the class its saved markup carries, and
// its `view.ts` (loaded as a chunk of its own, only on pages that show the block), and its
// name to the plugin's `blockyard_enqueue_view_for( 'embeds', … )` list in blockyard.php.

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export interface EmbedViewModule {
	readonly startView: (element: HTMLElement) => void;
}

/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export interface EmbedView {
	/** A CSS selector matching each saved block, e.g. `.wp-block-blockyard-mailchimp`. */
	readonly selector: string;
	readonly load: () => Promise<EmbedViewModule>;
}

export const embedViews: readonly EmbedView[] = [
	{
		selector: '.wp-block-blockyard-eventbrite.is-style-modal',
		load: () => import('../blocks/eventbrite/view'),
	},
	{
		selector: '.wp-block-blockyard-pinterest',
		load: () => import('../blocks/pinterest/view'),
	},
	{
		selector: '.wp-block-blockyard-tock',
		load: () => import('../blocks/tock/view'),
	},
	{
		selector: '.wp-block-blockyard-mailchimp',
		load: () => import('../blocks/mailchimp/view'),
	},
];
