import { useBlockProps } from '@wordpress/block-editor';

import { SavedFrame } from '../../embed/saved-frame';
import { calendarFrame, GOOGLE_CALENDAR_HOSTS } from './frame';
import type { GoogleCalendarAttributes } from './types';

/** The calendar's frame in the block's wrapper; an empty wrapper before a calendar is embedded. */
export default function save({ attributes }: { attributes: GoogleCalendarAttributes }) {
	return (
		<div {...useBlockProps.save()}>
			<SavedFrame frame={calendarFrame(attributes)} hosts={GOOGLE_CALENDAR_HOSTS} />
		</div>
	);
}
