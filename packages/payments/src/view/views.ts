// The payment blocks that do something on a visitor's page, and where their view code is.
// A block with visitor behaviour adds one line here: the class its saved markup carries, and
// its `view.ts` (loaded as a chunk of its own, only on pages that show the block), and its
// name to the plugin's `blockyard_enqueue_view_for( 'payments', … )` list in blockyard.php.

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export interface PaymentsViewModule {
	readonly startView: (element: HTMLElement) => void;
}

/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export interface PaymentsView {
	/** A CSS selector matching each saved block, e.g. `.wp-block-blockyard-donations`. */
	readonly selector: string;
	readonly load: () => Promise<PaymentsViewModule>;
}

export const paymentsViews: readonly PaymentsView[] = [
	{ selector: '.wp-block-blockyard-donations', load: () => import('../blocks/donations/view') },
];
