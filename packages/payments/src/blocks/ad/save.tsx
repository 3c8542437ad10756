import { useBlockProps } from '@wordpress/block-editor';

import { adFormat } from './formats';
import { AD_SLOT_CLASS, adClasses, slotStyle } from './markup';
import type { AdAttributes } from './types';

/**
 * The ad's room on the page: an empty slot of the format's size, which the ad network fills.
 * It keeps its room before the ad comes, so the text around it does not move. A block hidden
 * on mobile carries a class its style.css hides on small screens: no script decides it.
 */
export default function save({ attributes }: { attributes: AdAttributes }) {
	const format = adFormat(attributes.format);
	return (
		<div {...useBlockProps.save({ className: adClasses(attributes) })}>
			<div className={AD_SLOT_CLASS} style={slotStyle(format)} />
		</div>
	);
}
