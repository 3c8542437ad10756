// The one starter of the blocks' visitor views, which each package's visitor script calls with
// its own table of views (docs/decisions/0031-content-visitor-scripts.md). The WordPress build
// bundles it into each of those scripts, so a visitor's page loads no other Blockyard script.

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export interface BlockViewModule {
	readonly startView: (element: HTMLElement) => void;
}

/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export interface BlockView {
	/** A CSS selector matching each saved block, e.g. `.wp-block-blockyard-repeat-visitor`. */
	readonly selector: string;
	readonly load: () => Promise<BlockViewModule>;
}

/** Every element a view was started on (or is loading for), so that each starts once. */
const started = new WeakSet<Element>();

/** The elements in `root` (`root` itself included) that `selector` matches and no view started on. */
function notStarted(root: ParentNode, selector: string): HTMLElement[] {
	const found = Array.from(root.querySelectorAll<HTMLElement>(selector));
	if (root instanceof HTMLElement && root.matches(selector)) {
		found.unshift(root);
	}
	return found.filter((element) => !started.has(element));
}

/**
 * Starts the visitor's behaviour of the blocks in `root` that `views` lists: for each block
 * type present, loads its view module (a chunk of its own) and starts it once on each of its
 * elements. Elements already started, by this call or an earlier one, are left alone, so it
 * may run again over the same page (after more content is added, say).
 *
 * Resolves once every view present has started. A view that fails to load, or to start,
 * does not stop the others; the promise then rejects with an `AggregateError` of the
 * failures, and those elements may be started by a later call.
 *
 * @example
 * await startViews(document, [{ selector: '.wp-block-blockyard-map', load: () => import('./map/view') }]);
 */
export async function startViews(root: ParentNode, views: readonly BlockView[]): Promise<void> {
	const results = await Promise.allSettled(
		views.map(async ({ selector, load }) => {
			const elements = notStarted(root, selector);
			if (elements.length === 0) {
				return;
			}
			for (const element of elements) {
				started.add(element);
			}
			try {
				const { startView } = await load();
				for (const element of elements) {
					startView(element);
				}
			} catch (error) {
				for (const element of elements) {
					started.delete(element);
				}
				throw error;
			}
		})
	);
	const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
	if (failures.length > 0) {
		throw new AggregateError(failures, 'Some blocks could not start on this page.');
	}
}
