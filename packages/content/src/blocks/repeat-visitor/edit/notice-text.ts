import { _n, sprintf } from '@wordpress/i18n';

import type { RepeatVisitorCriteria } from '../types';

/** What the editor's notice says about who sees the blocks inside. */
export function noticeText(criteria: RepeatVisitorCriteria, threshold: number): string {
	return criteria === 'after-visits'
		? sprintf(
				/* translators: %d: the visit count threshold. */
				_n(
					'The blocks inside are shown to visitors who have been here more than %d time.',
					'The blocks inside are shown to visitors who have been here more than %d times.',
					threshold,
					'blockyard'
				),
				threshold
			)
		: sprintf(
				/* translators: %d: the visit count threshold. */
				_n(
					'The blocks inside are shown to visitors who have been here at most %d time, this visit included.',
					'The blocks inside are shown to visitors who have been here at most %d times, this visit included.',
					threshold,
					'blockyard'
				),
				threshold
			);
}
