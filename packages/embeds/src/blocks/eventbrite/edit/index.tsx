import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { customPostType } from '@wordpress/icons';

import { AddressEmbedEdit } from '../../../embed/address-embed-edit';
import { eventbriteButtonLink, eventbriteButtonText } from '../button';
import { eventbriteProvider } from '../provider';
import type { EventbriteAttributes } from '../types';
import { ExampleEventPage } from './example-event-page';

/** Eventbrite's help on embedding its checkout. */
export const EVENTBRITE_HELP_URL =
	'https://www.eventbrite.com/support/articles/en_US/How_To/how-to-add-an-embedded-checkout-to-your-website';

/** The message for an address that cannot be embedded. */
export const eventbriteErrorMessage = (): string =>
	__('Sorry, this content could not be embedded.', 'blockyard');

/** The sidebar's word on the modal, while the block shows its button. */
function ModalPanel() {
	return (
		<InspectorControls>
			<PanelBody title={__('Button & Modal', 'blockyard')}>
				<p>
					{__(
						'Visitors open the checkout in a modal with this button; without JavaScript it links to the event page.',
						'blockyard'
					)}
				</p>
			</PanelBody>
		</InspectorControls>
	);
}

/** The inserter's example: a drawn event page in the block's wrapper, with nothing embedded. */
function EventbriteExample() {
	return (
		<div {...useBlockProps()}>
			<ExampleEventPage />
		</div>
	);
}

/**
 * The Eventbrite block's edit: the placeholder, then the checkout (In-page Embed) or its button
 * (Button & Modal); the inserter's example (`preview`) is a drawn event page, which asks nothing of Eventbrite.
 */
export default function EventbriteEdit(props: BlockEditProps<EventbriteAttributes>) {
	return props.attributes.preview === true ? <EventbriteExample /> : <EventbriteEmbedEdit {...props} />;
}

function EventbriteEmbedEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<EventbriteAttributes>) {
	const modal = attributes.style === 'modal';
	return (
		<AddressEmbedEdit
			provider={eventbriteProvider}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			clearOnFailure={{ url: undefined, eventId: undefined }}
			label={__('Eventbrite Checkout', 'blockyard')}
			icon={customPostType}
			instructions={__('Paste a link to an Eventbrite event to embed ticket checkout.', 'blockyard')}
			inputLabel={__('Eventbrite event URL', 'blockyard')}
			inputPlaceholder={__('Enter an event URL to embed here…', 'blockyard')}
			errorMessage={eventbriteErrorMessage()}
			learnMoreUrl={EVENTBRITE_HELP_URL}
			editLabel={__('Edit URL', 'blockyard')}
			convertToLink
			stylePanel={{
				title: __('Embed type', 'blockyard'),
				styles: [
					{ name: 'inline', label: __('In-page Embed', 'blockyard') },
					{ name: 'modal', label: __('Button & Modal', 'blockyard') },
				],
				value: attributes.style,
				onChange: (style) => setAttributes({ style }),
			}}
			button={{
				active: modal,
				attributes: eventbriteButtonLink(attributes.url),
				text: eventbriteButtonText(),
			}}
			inspector={() => (modal ? <ModalPanel /> : null)}
		/>
	);
}
