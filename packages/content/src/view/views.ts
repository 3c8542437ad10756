// The content blocks that do something on a visitor's page, and where their view code is.
// A block with visitor behaviour adds one line here: the class its saved markup carries, and
// its `view.ts` (loaded as a chunk of its own, only on pages that show the block).

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export interface ContentViewModule {
	readonly startView: (element: HTMLElement) => void;
}

/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export interface ContentView {
	/** A CSS selector matching each saved block, e.g. `.wp-block-blockyard-repeat-visitor`. */
	readonly selector: string;
	readonly load: () => Promise<ContentViewModule>;
}

export const contentViews: readonly ContentView[] = [
	{
		selector: '.wp-block-blockyard-repeat-visitor',
		load: () => import('../blocks/repeat-visitor/view'),
	},
	{
		selector: '.wp-block-blockyard-map',
		load: () => import('../blocks/map/view'),
	},
];
