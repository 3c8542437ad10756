// The media blocks' visitor script: the shared starter of @blockyard/ui with the package's own
// table of views. The WordPress build bundles the starter into this script, so a visitor's page
// loads no other Blockyard script (docs/decisions/0031-content-visitor-scripts.md).
import { startViews } from '@blockyard/ui';

import { prefetchSliderFor } from '../blocks/slideshow/slider/prefetch';
import { mediaViews } from './views';

/**
 * Starts the visitor's behaviour of every media block in `root`: for each block type
 * present, loads its view module (a chunk of its own) and starts it once on each of its
 * elements. Elements already started, by this call or an earlier one, are left alone, so it
 * may run again over the same page (after more content is added, say).
 *
 * A slideshow of two images or more has its slider's chunk asked for at once, beside its view's.
 *
 * Resolves once every view present has started. A view that fails to load, or to start,
 * does not stop the others; the promise then rejects with an `AggregateError` of the
 * failures, and those elements may be started by a later call.
 *
 * @example
 * await startMediaViews(document);
 */
export function startMediaViews(root: ParentNode): Promise<void> {
	// A slideshow's slider (Swiper) is fetched beside its view, not after it.
	prefetchSliderFor(root);
	return startViews(root, mediaViews);
}
