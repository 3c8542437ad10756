import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import { AddressEmbedEdit } from '../../../embed/address-embed-edit';
import { googleCalendarProvider } from '../provider';
import type { GoogleCalendarAttributes } from '../types';
import { HeightControl } from './height-control';

/** Google's help on finding a calendar's public address and embed code. */
export const CALENDAR_HELP_URL = 'https://support.google.com/calendar/answer/41207';

/** The message for an address or code that cannot be embedded. */
export const calendarErrorMessage = (): string =>
	__(
		"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
		'blockyard'
	);

/** The Google Calendar block's edit: the placeholder, then the calendar under its overlay. */
export default function GoogleCalendarEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<GoogleCalendarAttributes>) {
	return (
		<AddressEmbedEdit
			provider={googleCalendarProvider}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			label={__('Google Calendar', 'blockyard')}
			icon={calendar}
			instructions={[
				__('Enable the permissions for the calendar you want to share.', 'blockyard'),
				__('Paste the embed code you copied from your Google Calendar below.', 'blockyard'),
			]}
			inputLabel={__('Google Calendar public URL or embed code', 'blockyard')}
			inputPlaceholder={__('Enter URL or iframe to embed here…', 'blockyard')}
			multiline
			errorMessage={calendarErrorMessage()}
			learnMoreUrl={CALENDAR_HELP_URL}
			settings={{
				title: __('Calendar settings', 'blockyard'),
				inputLabel: __('Public URL or embed code', 'blockyard'),
				controls: (
					<HeightControl
						height={attributes.height}
						onChange={(height) => setAttributes({ height })}
					/>
				),
			}}
		/>
	);
}
