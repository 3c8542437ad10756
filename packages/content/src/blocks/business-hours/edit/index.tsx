import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

import { element } from '../class-names';
import { replaceDay } from '../day-changes';
import { HoursList } from '../hours-list';
import { resolveLocalization } from '../localization';
import type { BusinessHoursAttributes, BusinessHoursDay } from '../types';
import { normalizeDays, orderDays } from '../week';
import { DayRow } from './day-row';
import { useEditorLocalization } from './use-editor-localization';
import { useEnclosingItem } from './use-enclosing-item';

/**
 * Selected: a row per day, in the site's start-of-week order, to edit the hours.
 * Not selected: exactly what visitors see (the saved markup).
 */
export default function BusinessHoursEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<BusinessHoursAttributes>) {
	const blockProps = useBlockProps();
	const days = useMemo(() => normalizeDays(attributes.days), [attributes.days]);
	const localization = useEditorLocalization(attributes.localization, setAttributes);
	useEnclosingItem(clientId, attributes.joinsEnclosingItem === true, setAttributes);

	if (!isSelected) {
		return (
			<div {...blockProps}>
				<HoursList
					days={days}
					localization={resolveLocalization(attributes.localization)}
					joinsEnclosingItem={attributes.joinsEnclosingItem === true}
				/>
			</div>
		);
	}

	const onChangeDay = (day: BusinessHoursDay) => setAttributes({ days: replaceDay(days, day) });

	return (
		<div {...blockProps}>
			<div className={element('editor')}>
				{orderDays(days, localization.startOfWeek).map((day) => (
					<DayRow
						key={day.name}
						day={day}
						dayName={localization.dayNames[day.name]}
						onChange={onChangeDay}
					/>
				))}
			</div>
		</div>
	);
}
