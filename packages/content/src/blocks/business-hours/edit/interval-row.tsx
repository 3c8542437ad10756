import { Button, TextControl } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { trash } from '@wordpress/icons';

import { element } from '../class-names';
import { validateInterval } from '../hours';
import type { BusinessHoursInterval } from '../types';
import { intervalMessage, invalidFields } from './interval-message';

export type IntervalRowProps = {
	interval: BusinessHoursInterval;
	/** 0-based; labels count from 1. */
	index: number;
	dayName: string;
	/** Removal is offered only while the day has more than one interval. */
	canRemove: boolean;
	onChange: (change: Partial<BusinessHoursInterval>) => void;
	onRemove: () => void;
};

/** Two time inputs, an optional remove button, and an inline message when the interval cannot be shown (or a note). */
export function IntervalRow({ interval, index, dayName, canRemove, onChange, onRemove }: IntervalRowProps) {
	const messageId = useId();
	const problem = validateInterval(interval);
	const message = intervalMessage(problem, interval);
	const invalid = invalidFields(problem, interval);
	const position = index + 1;
	const describedBy = message ? messageId : undefined;

	return (
		<div className={element('interval-row')}>
			<div className={element('interval-inputs')}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="time"
					className={element('opening')}
					label={sprintf(
						/* translators: 1: day name, e.g. Monday. 2: interval number, from 1. */
						__('Opening time, %1$s, interval %2$d', 'blockyard'),
						dayName,
						position
					)}
					hideLabelFromVision
					placeholder="09:00"
					value={interval.opening}
					onChange={(opening) => onChange({ opening })}
					aria-invalid={invalid.opening || undefined}
					aria-describedby={describedBy}
				/>
				<span className={element('interval-separator')} aria-hidden="true">
					–
				</span>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="time"
					className={element('closing')}
					label={sprintf(
						/* translators: 1: day name, e.g. Monday. 2: interval number, from 1. */
						__('Closing time, %1$s, interval %2$d', 'blockyard'),
						dayName,
						position
					)}
					hideLabelFromVision
					placeholder="17:00"
					value={interval.closing}
					onChange={(closing) => onChange({ closing })}
					aria-invalid={invalid.closing || undefined}
					aria-describedby={describedBy}
				/>
				{canRemove && (
					<Button
						className={element('remove-interval')}
						icon={trash}
						size="compact"
						label={sprintf(
							/* translators: 1: day name, e.g. Monday. 2: interval number, from 1. */
							__('Remove hours, %1$s, interval %2$d', 'blockyard'),
							dayName,
							position
						)}
						onClick={onRemove}
					/>
				)}
			</div>
			{message && (
				<p id={messageId} className={element(problem ? 'interval-error' : 'interval-note')}>
					{message}
				</p>
			)}
		</div>
	);
}
