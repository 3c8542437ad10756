// The edit most embed blocks are: the placeholder, 'Embedding…', then the frame under its
// overlay with the toolbar's Edit button and the block's sidebar. A block with a different
// flow (a search, a popover) composes the same pieces itself.
import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';

import { useConvertToLink } from './convert-to-link';
import { EmbedOverlay } from './embed-overlay';
import { EmbedPlaceholder, type EmbedPlaceholderProps } from './embed-placeholder';
import { EmbedPreview } from './embed-preview';
import { EmbedResolving } from './embed-resolving';
import { EmbedToolbar } from './embed-toolbar';
import type { EmbedProvider } from './provider';
import { useEmbed, type EmbedState } from './use-embed';

export interface EmbedEditProps<Attributes> extends Omit<
	EmbedPlaceholderProps,
	'embed' | 'onConvertToLink' | 'children'
> {
	readonly provider: EmbedProvider<Attributes>;
	readonly attributes: Attributes;
	/** The address embedded now (the block's `url`, or its own attribute). */
	readonly url: string | undefined;
	readonly setAttributes: (attributes: Partial<Attributes>) => void;
	readonly isSelected: boolean;
	readonly clientId: string;
	/** The toolbar button's label (`Edit` when left out; `Edit URL` for some blocks). */
	readonly editLabel?: string;
	/** Offer 'Convert block to link' with the error message. */
	readonly convertToLink?: boolean;
	/** The block's sidebar (InspectorControls), shown once something is embedded. */
	readonly inspector?: (embed: EmbedState) => ReactNode;
	/**
	 * The block's own preview of what it embeds without a frame (a card, a widget's stand-in),
	 * shown under the overlay when the provider's `frame` gives none; nothing (the placeholder) otherwise.
	 */
	readonly preview?: (attributes: Attributes) => ReactNode;
}

/**
 * An embed block's whole edit, from its provider and its words.
 *
 * @example
 * <EmbedEdit provider={googleCalendarProvider} url={attributes.url} … />
 */
export function EmbedEdit<Attributes>({
	provider,
	attributes,
	url,
	setAttributes,
	isSelected,
	clientId,
	editLabel,
	convertToLink = false,
	inspector,
	preview,
	...placeholder
}: EmbedEditProps<Attributes>) {
	const blockProps = useBlockProps();
	const embed = useEmbed({ provider, url, setAttributes });
	const convert = useConvertToLink(clientId);
	const frame = embed.status === 'embedded' ? provider.frame(attributes) : undefined;
	const ownPreview = embed.status === 'embedded' && !frame ? preview?.(attributes) : undefined;

	if (embed.status === 'resolving') {
		return (
			<div {...blockProps}>
				<EmbedResolving />
			</div>
		);
	}
	if (!frame && (ownPreview === undefined || ownPreview === null)) {
		return (
			<div {...blockProps}>
				<EmbedPlaceholder
					{...placeholder}
					embed={embed}
					onConvertToLink={convertToLink ? () => convert(embed.text) : undefined}
				/>
			</div>
		);
	}
	return (
		<>
			<EmbedToolbar onEdit={embed.edit} label={editLabel} />
			{inspector?.(embed)}
			<div {...blockProps}>
				{frame ? (
					<EmbedPreview frame={frame} isSelected={isSelected} />
				) : (
					<EmbedOverlay isSelected={isSelected}>{ownPreview}</EmbedOverlay>
				)}
			</div>
		</>
	);
}
