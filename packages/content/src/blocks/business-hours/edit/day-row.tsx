import { useFocusAfterChange } from '@blockyard/ui';
import { Button, ToggleControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { element } from '../class-names';
import { addInterval, removeInterval, setDayOpen, setDayOpen24Hours, updateInterval } from '../day-changes';
import { isOpen24Hours } from '../hours';
import type { BusinessHoursDay } from '../types';
import { ContextLabel } from './context-label';
import { IntervalRow } from './interval-row';

export type DayRowProps = {
	day: BusinessHoursDay;
	/** Localized, e.g. "Montag". */
	dayName: string;
	onChange: (day: BusinessHoursDay) => void;
};

const openingInput = (position: number): string =>
	`.${element('interval-row')}:nth-child(${position}) .${element('opening')} input`;

/** One day of the edit view: Open and Open 24 hours toggles, then its intervals. */
export function DayRow({ day, dayName, onChange }: DayRowProps) {
	const rowRef = useRef<HTMLFieldSetElement>(null);
	const focusAfterChange = useFocusAfterChange(rowRef);
	const open = day.hours.length > 0;
	const open24 = isOpen24Hours(day);

	return (
		<fieldset ref={rowRef} className={open ? element('day-row') : `${element('day-row')} is-closed`}>
			<legend className={element('day-row-name')}>{dayName}</legend>
			<div className={element('day-toggles')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={
						<ContextLabel
							visible={__('Open', 'blockyard')}
							accessible={sprintf(
								/* translators: %s: day name, e.g. Monday. */
								__('Open on %s', 'blockyard'),
								dayName
							)}
						/>
					}
					checked={open}
					onChange={(value) => onChange(setDayOpen(day, value))}
				/>
				{open && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={
							<ContextLabel
								visible={__('Open 24 hours', 'blockyard')}
								accessible={sprintf(
									/* translators: %s: day name, e.g. Monday. */
									__('Open 24 hours on %s', 'blockyard'),
									dayName
								)}
							/>
						}
						checked={open24}
						onChange={(value) => onChange(setDayOpen24Hours(day, value))}
					/>
				)}
			</div>
			{open && !open24 && (
				<div className={element('intervals')}>
					<div className={element('interval-rows')}>
						{day.hours.map((interval, index) => (
							<IntervalRow
								key={index}
								interval={interval}
								index={index}
								dayName={dayName}
								canRemove={day.hours.length > 1}
								onChange={(change) => onChange(updateInterval(day, index, change))}
								onRemove={() => {
									onChange(removeInterval(day, index));
									focusAfterChange(openingInput(Math.max(index, 1)));
								}}
							/>
						))}
					</div>
					<Button
						className={element('add-interval')}
						variant="secondary"
						size="compact"
						aria-label={sprintf(
							/* translators: %s: day name, e.g. Monday. */
							__('Add hours on %s', 'blockyard'),
							dayName
						)}
						onClick={() => {
							onChange(addInterval(day));
							focusAfterChange(openingInput(day.hours.length + 1));
						}}
					>
						{__('Add hours', 'blockyard')}
					</Button>
				</div>
			)}
		</fieldset>
	);
}
