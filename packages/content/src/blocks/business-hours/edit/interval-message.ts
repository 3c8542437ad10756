import { __, sprintf } from '@wordpress/i18n';

import { isOvernight, type IntervalProblem } from '../hours';
import type { BusinessHoursInterval } from '../types';

/** Which input the problem is about, for `aria-invalid`. */
export function invalidFields(
	problem: IntervalProblem | null,
	interval: BusinessHoursInterval
): { opening: boolean; closing: boolean } {
	switch (problem) {
		case 'incomplete':
			return { opening: interval.opening === '', closing: interval.closing === '' };
		case 'invalid-opening':
			return { opening: true, closing: false };
		case 'invalid-closing':
		case 'closing-equals-opening':
			return { opening: false, closing: true };
		default:
			return { opening: false, closing: false };
	}
}

/**
 * The inline message for an interval; `null` when there is nothing to say (valid, or
 * nothing typed yet). A valid closing time of 24:00 gets a note: a time input
 * cannot show it, so without the note the field would look empty. So does a closing
 * time earlier than the opening time, which closes on the next day.
 */
export function intervalMessage(
	problem: IntervalProblem | null,
	interval: BusinessHoursInterval
): string | null {
	switch (problem) {
		case null:
			if (interval.closing === '24:00') {
				return __('Closes at midnight (24:00).', 'blockyard');
			}
			return isOvernight(interval) ? __('Closes after midnight, on the next day.', 'blockyard') : null;
		case 'incomplete':
			return __('Enter both an opening and a closing time.', 'blockyard');
		case 'invalid-opening':
			return sprintf(
				/* translators: %s: the stored opening time that is not a valid time. */
				__('“%s” is not a valid opening time. Use hours and minutes, like 09:00.', 'blockyard'),
				interval.opening
			);
		case 'invalid-closing':
			return sprintf(
				/* translators: %s: the stored closing time that is not a valid time. */
				__('“%s” is not a valid closing time. Use hours and minutes, like 17:00.', 'blockyard'),
				interval.closing
			);
		case 'closing-equals-opening':
			return __(
				'The closing time must differ from the opening time. For a day open all day, turn on Open 24 hours.',
				'blockyard'
			);
		default:
			return null;
	}
}
