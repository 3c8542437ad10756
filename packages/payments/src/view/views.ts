// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import type { BlockView } from '@blockyard/ui';

/** The package's blocks with a visitor's view: each folder's `view.ts`, a chunk of its own. */
export const paymentsViews: readonly BlockView[] = [
	{ selector: '.wp-block-blockyard-donations', load: () => import('../blocks/donations/view') },
];
