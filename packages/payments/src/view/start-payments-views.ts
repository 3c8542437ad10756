// The starter of the payment blocks' visitor views, the same as @blockyard/content's
// (docs/decisions/0031-content-visitor-scripts.md). Each package's visitor script stands alone,
// so a visitor's page loads no other Blockyard script with it; these few lines live in each.
import { paymentsViews, type PaymentsView } from './views';

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

/** Starts `views` on the elements of `root` they match: `startPaymentsViews` with its own table. */
export async function startViews(root: ParentNode, views: readonly PaymentsView[]): Promise<void> {
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
		throw new AggregateError(failures, 'Some payment blocks could not start on this page.');
	}
}

/**
 * Starts the visitor's behaviour of every media block in `root`: for each block type
 * present, loads its view module (a chunk of its own) and starts it once on each of its
 * elements. Elements already started, by this call or an earlier one, are left alone, so it
 * may run again over the same page (after more content is added, say).
 *
 * Resolves once every view present has started. A view that fails to load, or to start,
 * does not stop the others; the promise then rejects with an `AggregateError` of the
 * failures, and those elements may be started by a later call.
 *
 * @example
 * await startPaymentsViews(document);
 */
export function startPaymentsViews(root: ParentNode): Promise<void> {
	return startViews(root, paymentsViews);
}
