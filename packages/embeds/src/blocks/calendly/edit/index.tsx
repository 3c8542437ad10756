import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';

import { ButtonChild } from '../../../embed/button-child';
import { EmbedPlaceholder } from '../../../embed/embed-placeholder';
import { EmbedPreview } from '../../../embed/embed-preview';
import { EmbedResolving } from '../../../embed/embed-resolving';
import { EmbedToolbar } from '../../../embed/embed-toolbar';
import type { EmbedProvider } from '../../../embed/provider';
import { useButtonChild } from '../../../embed/use-button-child';
import { useEmbed } from '../../../embed/use-embed';
import metadata from '../block.json';
import { calendlyButtonLink, calendlyButtonText } from '../link-button';
import { calendlyProvider } from '../provider';
import type { CalendlyAttributes } from '../types';
import { CalendlyInspector } from './inspector';

/** Calendly's help on its embed options and codes. */
export const CALENDLY_HELP_URL =
	'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview';

/** The block's example page: shown in the inserter's preview, never checked. */
const EXAMPLE_URL = metadata.example.attributes.url;

/** The message for an address or code that cannot be embedded. */
export const calendlyErrorMessage = (): string =>
	__("Your calendar couldn't be embedded. Please double check your URL or code.", 'blockyard');

/**
 * The provider, with the page's host added to what it embeds: Calendly's inline embed tells
 * the booking page the site it is on.
 */
function useSiteProvider(): EmbedProvider<CalendlyAttributes> {
	return useMemo(
		() => ({
			...calendlyProvider,
			parse: (text: string) => {
				const parsed = calendlyProvider.parse(text);
				return parsed.ok
					? { ...parsed, attributes: { ...parsed.attributes, embedDomain: window.location.host } }
					: parsed;
			},
		}),
		[]
	);
}

/** The Calendly block's edit: the placeholder, then the booking page (Inline) or its button (Link). */
export default function CalendlyEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<CalendlyAttributes>) {
	const blockProps = useBlockProps();
	const provider = useSiteProvider();
	const embed = useEmbed({
		provider,
		url: attributes.url,
		setAttributes,
		verifyOnLoad: attributes.url !== EXAMPLE_URL && attributes.style !== 'link',
		clearOnFailure: { url: undefined },
	});
	useButtonChild(clientId, {
		active: attributes.style === 'link' && Boolean(attributes.url),
		attributes: calendlyButtonLink(attributes.url),
		text: calendlyButtonText(),
	});
	const frame = embed.status === 'embedded' ? calendlyProvider.frame(attributes) : undefined;

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
					label={__('Calendly', 'blockyard')}
					icon={calendar}
					instructions={__('Enter your Calendly web address or embed code below.', 'blockyard')}
					inputLabel={__('Calendly web address or embed code', 'blockyard')}
					inputPlaceholder={__('Calendly web address or embed code', 'blockyard')}
					errorMessage={calendlyErrorMessage()}
					learnMoreUrl={CALENDLY_HELP_URL}
				/>
			</div>
		);
	}
	return (
		<>
			<EmbedToolbar onEdit={embed.edit} />
			<CalendlyInspector
				embed={embed}
				attributes={attributes}
				setAttributes={setAttributes}
				errorMessage={calendlyErrorMessage()}
			/>
			{attributes.style === 'link' ? (
				<ButtonChild blockProps={blockProps} />
			) : (
				<div {...blockProps}>
					<EmbedPreview frame={frame} isSelected={isSelected} />
				</div>
			)}
		</>
	);
}
