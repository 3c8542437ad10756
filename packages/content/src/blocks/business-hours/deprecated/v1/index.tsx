import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

import { HoursListV1 } from './hours-list';
import type { V1Attributes } from './types';
import { resolveLocalizationV1 } from './week';

/** What a v1 block becomes: the attribute added since takes its default. */
type MigratedV1 = V1Attributes & { joinsEnclosingItem: boolean };

function save({ attributes }: BlockSaveProps<Record<string, unknown>>) {
	return (
		<div {...useBlockProps.save()}>
			<HoursListV1
				days={attributes.days}
				localization={resolveLocalizationV1(attributes.localization)}
			/>
		</div>
	);
}

/**
 * Version 1 (0.1.0): its markup left out intervals past midnight (a closing time
 * earlier than the opening time), so a day open 18:00-02:00 was saved as "Closed".
 * A frozen copy of its attributes, supports and save, with the helpers and types
 * they use: it imports nothing of today's block, so later changes leave it as it was.
 */
export const v1: BlockDeprecation<MigratedV1> = {
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
		return { ...(attributes as V1Attributes), joinsEnclosingItem: false };
	},
	save,
};
