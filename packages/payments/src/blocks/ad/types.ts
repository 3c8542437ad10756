import type { AdFormatName } from './formats';

/** Where the ad sits in the post's column. */
export type AdAlign = 'left' | 'center' | 'right';

/** The ad block's attributes, as block.json declares them. */
export interface AdAttributes extends Record<string, unknown> {
	/** Default `center`. */
	align: AdAlign;
	/** Default `mrec` (300x250). */
	format: AdFormatName;
	/** Hides the block from visitors on small screens, by CSS alone. Default false. */
	hideMobile: boolean;
	/** The inserter's example: a drawn ad in the slot. Unset (no default) in every saved block. */
	preview?: boolean;
}
