import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';

import { resolveLocalization } from '../localization';
import type { BusinessHoursAttributes } from '../types';
import { HoursListV1 } from './v1-hours-list';

/**
 * Version 1 (0.1.0): its markup left out intervals past midnight (a closing time
 * earlier than the opening time), so a day open 18:00-02:00 was saved as "Closed".
 * Its attributes and supports are the same as today's; a copy is kept here so
 * that later changes to block.json leave it as it was.
 */
const v1: BlockDeprecation<BusinessHoursAttributes> = {
	attributes: {
		days: {
			type: 'array',
			default: [
				{ name: 'Sun', hours: [] },
				{ name: 'Mon', hours: [{ opening: '09:00', closing: '17:00' }] },
				{ name: 'Tue', hours: [{ opening: '09:00', closing: '17:00' }] },
				{ name: 'Wed', hours: [{ opening: '09:00', closing: '17:00' }] },
				{ name: 'Thu', hours: [{ opening: '09:00', closing: '17:00' }] },
				{ name: 'Fri', hours: [{ opening: '09:00', closing: '17:00' }] },
				{ name: 'Sat', hours: [] },
			],
		},
		localization: { type: 'object' },
	},
	supports: {
		html: false,
		align: ['wide', 'full'],
		color: { text: true, background: true, link: false },
		spacing: { margin: true, padding: true },
		typography: { fontSize: true, lineHeight: true },
	},
	// Attributes added since take their defaults (a migrated block gets no defaults of its own).
	migrate(attributes) {
		return { ...(attributes as BusinessHoursAttributes), joinsEnclosingItem: false };
	},
	save({ attributes }) {
		return (
			<div {...useBlockProps.save()}>
				<HoursListV1
					days={attributes.days}
					localization={resolveLocalization(attributes.localization)}
				/>
			</div>
		);
	},
};

export default v1;
