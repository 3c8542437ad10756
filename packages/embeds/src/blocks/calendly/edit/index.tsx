import { getBlockType, type BlockEditProps } from '@wordpress/blocks';
import { useBlockEditContext } from '@wordpress/block-editor';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import { AddressEmbedEdit } from '../../../embed/address-embed-edit';
import { calendlyButtonLink, calendlyButtonText } from '../link-button';
import type { CalendlyAttributes } from '../types';
import { useSiteProvider } from './use-site-provider';

/** Calendly's help on its embed options and codes. */
export const CALENDLY_HELP_URL =
	'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview';

/**
 * The block's example page (block.json's `example`, as the block is registered, which in WordPress
 * is the server's definition): shown in the inserter's preview, never checked.
 */
const exampleUrl = (name: string): unknown => getBlockType(name)?.example?.attributes?.url;

/** The message for an address or code that cannot be embedded. */
export const calendlyErrorMessage = (): string =>
	__("Your calendar couldn't be embedded. Please double check your URL or code.", 'blockyard');

/** The Calendly block's edit: the placeholder, then the booking page (Inline) or its button (Link). */
export default function CalendlyEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<CalendlyAttributes>) {
	const provider = useSiteProvider();
	const { name } = useBlockEditContext();
	return (
		<AddressEmbedEdit
			provider={provider}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			verifyOnLoad={attributes.url !== exampleUrl(name) && attributes.style !== 'link'}
			clearOnFailure={{ url: undefined }}
			label={__('Calendly', 'blockyard')}
			icon={calendar}
			instructions={__('Enter your Calendly web address or embed code below.', 'blockyard')}
			inputLabel={__('Calendly web address or embed code', 'blockyard')}
			inputPlaceholder={__('Calendly web address or embed code', 'blockyard')}
			errorMessage={calendlyErrorMessage()}
			learnMoreUrl={CALENDLY_HELP_URL}
			stylePanel={{
				title: __('Styles', 'blockyard'),
				styles: [
					{ name: 'inline', label: __('Inline', 'blockyard') },
					{ name: 'link', label: __('Link', 'blockyard') },
				],
				value: attributes.style,
				onChange: (style) => setAttributes({ style }),
			}}
			settings={{
				title: __('Calendar settings', 'blockyard'),
				inputLabel: __('Calendly web address or embed code', 'blockyard'),
				controls: (
					<ToggleControl
						__nextHasNoMarginBottom
						label={__('Hide event type details', 'blockyard')}
						checked={attributes.hideEventTypeDetails}
						onChange={(hideEventTypeDetails) => setAttributes({ hideEventTypeDetails })}
					/>
				),
			}}
			button={{
				active: attributes.style === 'link',
				attributes: calendlyButtonLink(attributes.url),
				text: calendlyButtonText(),
			}}
		/>
	);
}
