import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { HoursList } from './hours-list';
import { resolveLocalization } from './localization';
import type { BusinessHoursAttributes } from './types';

/**
 * A pure function of the attributes: the localization comes from the stored
 * snapshot (or the English default), never from the host, the network or `__()`.
 */
export default function BusinessHoursSave({ attributes }: BlockSaveProps<BusinessHoursAttributes>) {
	return (
		<div {...useBlockProps.save()}>
			<HoursList
				days={attributes.days}
				localization={resolveLocalization(attributes.localization)}
				joinsEnclosingItem={attributes.joinsEnclosingItem === true}
			/>
		</div>
	);
}
