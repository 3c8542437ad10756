import { addFilter, hasFilter } from '@wordpress/hooks';

import { withFrontendBannerAttribute } from './frontend-banner-attribute';
import { hasAddressFlag } from './address-flags';
import { withPaidBlockBanners } from './with-paid-block-banners';

/** The namespace of the paid blocks' filters. */
export const PAID_BLOCKS_FILTER_NAMESPACE = 'blockyard/payments/paid-blocks';

/**
 * What the paid blocks share: their `shouldDisplayFrontendBanner` attribute (a
 * `blocks.registerBlockType` filter, so it runs before a paid block registers), the banner
 * above them (an `editor.BlockEdit` filter) and the notices of the address flags on the
 * editor's load. Idempotent.
 *
 * @example
 * registerPaidBlocks(); // before registering the paid blocks
 */
export function registerPaidBlocks(): void {
	if (!hasFilter('blocks.registerBlockType', PAID_BLOCKS_FILTER_NAMESPACE)) {
		addFilter('blocks.registerBlockType', PAID_BLOCKS_FILTER_NAMESPACE, withFrontendBannerAttribute);
	}
	if (!hasFilter('editor.BlockEdit', PAID_BLOCKS_FILTER_NAMESPACE)) {
		addFilter('editor.BlockEdit', PAID_BLOCKS_FILTER_NAMESPACE, withPaidBlockBanners);
	}
	// The notices' code loads only on a page whose address has a flag.
	if (typeof window !== 'undefined' && hasAddressFlag(window.location.search)) {
		void import('./notices-on-load').then(({ showAddressNoticesOnLoad }) =>
			showAddressNoticesOnLoad(window)
		);
	}
}
