// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import type { BlockView } from '@blockyard/ui';

/** The package's blocks with a visitor's view: each folder's `view.ts`, a chunk of its own. */
export const embedViews: readonly BlockView[] = [
	{
		selector: '.wp-block-blockyard-eventbrite.is-style-modal',
		load: () => import('../blocks/eventbrite/view'),
	},
	{ selector: '.wp-block-blockyard-mailchimp', load: () => import('../blocks/mailchimp/view') },
	{ selector: '.wp-block-blockyard-opentable__widget', load: () => import('../blocks/opentable/view') },
	{ selector: '.wp-block-blockyard-pinterest', load: () => import('../blocks/pinterest/view') },
	{ selector: '.wp-block-blockyard-tock', load: () => import('../blocks/tock/view') },
];
