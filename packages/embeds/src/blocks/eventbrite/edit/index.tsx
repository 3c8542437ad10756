import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { customPostType } from '@wordpress/icons';

import { ButtonChild } from '../../../embed/button-child';
import { useConvertToLink } from '../../../embed/convert-to-link';
import { EmbedPlaceholder } from '../../../embed/embed-placeholder';
import { EmbedPreview } from '../../../embed/embed-preview';
import { EmbedResolving } from '../../../embed/embed-resolving';
import { EmbedStylePanel } from '../../../embed/embed-style-panel';
import { EmbedToolbar } from '../../../embed/embed-toolbar';
import { useButtonChild } from '../../../embed/use-button-child';
import { useEmbed } from '../../../embed/use-embed';
import { eventbriteButtonLink, eventbriteButtonText } from '../button';
import { eventbriteProvider } from '../provider';
import type { EventbriteAttributes, EventbriteStyle } from '../types';

/** Eventbrite's help on embedding its checkout. */
export const EVENTBRITE_HELP_URL =
	'https://www.eventbrite.com/support/articles/en_US/How_To/how-to-add-an-embedded-checkout-to-your-website';

/** The message for an address that cannot be embedded. */
export const eventbriteErrorMessage = (): string =>
	__('Sorry, this content could not be embedded.', 'blockyard');

/** The Eventbrite block's edit: the placeholder, then the checkout (In-page Embed) or its button (Button & Modal). */
export default function EventbriteEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<EventbriteAttributes>) {
	const blockProps = useBlockProps();
	const embed = useEmbed({
		provider: eventbriteProvider,
		url: attributes.url,
		setAttributes,
		clearOnFailure: { url: undefined, eventId: undefined },
	});
	const convertToLink = useConvertToLink(clientId);
	useButtonChild(clientId, {
		active: attributes.style === 'modal' && Boolean(attributes.url),
		attributes: eventbriteButtonLink(attributes.url),
		text: eventbriteButtonText(),
	});
	const frame = embed.status === 'embedded' ? eventbriteProvider.frame(attributes) : undefined;
	const styles: ReadonlyArray<{ name: EventbriteStyle; label: string }> = [
		{ name: 'inline', label: __('In-page Embed', 'blockyard') },
		{ name: 'modal', label: __('Button & Modal', 'blockyard') },
	];

	if (embed.status === 'resolving') {
		return (
			<div {...blockProps}>
				<EmbedResolving />
			</div>
		);
	}
	if (!frame) {
		return (
			<div {...blockProps}>
				<EmbedPlaceholder
					embed={embed}
					label={__('Eventbrite Checkout', 'blockyard')}
					icon={customPostType}
					instructions={__(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'blockyard'
					)}
					inputLabel={__('Eventbrite event URL', 'blockyard')}
					inputPlaceholder={__('Enter an event URL to embed here…', 'blockyard')}
					errorMessage={eventbriteErrorMessage()}
					learnMoreUrl={EVENTBRITE_HELP_URL}
					onConvertToLink={() => convertToLink(embed.text)}
				/>
			</div>
		);
	}
	return (
		<>
			<EmbedToolbar onEdit={embed.edit} label={__('Edit URL', 'blockyard')} />
			<EmbedStylePanel
				title={__('Embed type', 'blockyard')}
				styles={styles}
				value={attributes.style}
				onChange={(style) => setAttributes({ style })}
			/>
			{attributes.style === 'modal' ? (
				<>
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
					<ButtonChild blockProps={blockProps} />
				</>
			) : (
				<div {...blockProps}>
					<EmbedPreview frame={frame} isSelected={isSelected} />
				</div>
			)}
		</>
	);
}
