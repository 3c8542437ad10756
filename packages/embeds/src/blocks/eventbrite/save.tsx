import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

import { SavedFrame } from '../../embed/saved-frame';
import { eventPage } from './event-page';
import { EVENTBRITE_HOSTS, eventbriteFrame } from './frame';
import type { EventbriteAttributes } from './types';

/**
 * In-page Embed: the checkout's frame. Button & Modal: the button child (a link to the event
 * page), with the event's id for the visitor's script that opens the checkout in a modal. An
 * empty wrapper before an event is embedded.
 */
export default function save({ attributes }: { attributes: EventbriteAttributes }) {
	if (attributes.style === 'modal') {
		const page = eventPage(attributes.url);
		const eventId = page && page.eventId === attributes.eventId ? String(page.eventId) : undefined;
		return (
			<div {...useBlockProps.save({ className: 'is-style-modal' })} data-event-id={eventId}>
				<InnerBlocks.Content />
			</div>
		);
	}
	return (
		<div {...useBlockProps.save({ className: 'is-style-inline' })}>
			<SavedFrame frame={eventbriteFrame(attributes)} hosts={EVENTBRITE_HOSTS} />
		</div>
	);
}
