// The edit of every embed block that takes a pasted address or code, through `EmbedEdit`: the
// address form in the placeholder, 'Embedding…' while the provider checks it, then the frame
// under its overlay (or the block's own preview, or its button child) with the toolbar's Edit
// and the sidebar. A block's differences are options: a check on load, attributes cleared on a
// failed check, a style panel, a settings panel, a button child, panels of its own.
import type { BlockWrapperProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';

import { ButtonChild } from './button-child';
import { useConvertToLink } from './convert-to-link';
import { EmbedAddressForm, type EmbedAddressFormProps } from './embed-address-form';
import { EmbedEdit, type EmbedEditProps } from './embed-edit';
import { EmbedOverlay } from './embed-overlay';
import { EmbedPreview } from './embed-preview';
import { EmbedResolving } from './embed-resolving';
import { EmbedSettingsPanel, type EmbedSettings } from './embed-settings-panel';
import { EmbedStylePanel, type EmbedStylePanelProps } from './embed-style-panel';
import type { EmbedProvider } from './provider';
import { useButtonChild, type ButtonChildOptions } from './use-button-child';
import { useEmbed, type EmbedState, type UseEmbedOptions } from './use-embed';

/** A block without a button child. */
const NO_BUTTON: ButtonChildOptions = { active: false, attributes: {}, text: '' };

export interface AddressEmbedEditProps<Attributes, Style extends string = string>
	extends
		Pick<EmbedEditProps, 'label' | 'icon' | 'instructions' | 'editLabel'>,
		Omit<EmbedAddressFormProps, 'embed' | 'onConvertToLink'>,
		Pick<UseEmbedOptions<Attributes>, 'verifyOnLoad' | 'clearOnFailure'> {
	readonly provider: EmbedProvider<Attributes>;
	readonly attributes: Attributes;
	/** The address embedded now (the block's `url`, or its own attribute). */
	readonly url: string | undefined;
	readonly setAttributes: (attributes: Partial<Attributes>) => void;
	readonly isSelected: boolean;
	readonly clientId: string;
	/** Offer 'Convert block to link' with the error message. */
	readonly convertToLink?: boolean;
	/** The sidebar's choice of how the embed shows (Inline or Link), first in the sidebar. */
	readonly stylePanel?: EmbedStylePanelProps<Style>;
	/** The sidebar's panel for another address or code, with the block's own controls. */
	readonly settings?: EmbedSettings;
	/**
	 * The block's `blockyard/button` child: `active` while the block's style shows the button,
	 * which then stands in for the frame (created once an address is embedded).
	 */
	readonly button?: ButtonChildOptions;
	/** The block's own sidebar panels, after the shared ones, shown once something is embedded. */
	readonly inspector?: (embed: EmbedState) => ReactNode;
	/**
	 * The block's own preview of what it embeds without a frame (a card, a widget's stand-in),
	 * shown under the overlay when the provider's `frame` gives none; nothing (the placeholder) otherwise.
	 */
	readonly preview?: (attributes: Attributes) => ReactNode;
}

/**
 * The whole edit of a block that embeds a pasted address, from its provider, its words and its options.
 *
 * @example
 * <AddressEmbedEdit provider={googleCalendarProvider} url={attributes.url} settings={{ title, inputLabel }} … />
 */
export function AddressEmbedEdit<Attributes, Style extends string = string>({
	provider,
	attributes,
	url,
	setAttributes,
	isSelected,
	clientId,
	verifyOnLoad,
	clearOnFailure,
	label,
	icon,
	instructions,
	editLabel,
	convertToLink = false,
	stylePanel,
	settings,
	button,
	inspector,
	preview,
	...form
}: AddressEmbedEditProps<Attributes, Style>) {
	const embed = useEmbed({ provider, url, setAttributes, verifyOnLoad, clearOnFailure });
	const convert = useConvertToLink(clientId);
	useButtonChild(clientId, button ? { ...button, active: button.active && Boolean(url) } : NO_BUTTON);
	const frame = embed.status === 'embedded' ? provider.frame(attributes) : undefined;
	const ownPreview = embed.status === 'embedded' && !frame ? preview?.(attributes) : undefined;
	const embedded = Boolean(frame) || (ownPreview !== undefined && ownPreview !== null);

	const shown = (blockProps: BlockWrapperProps) =>
		button?.active ? (
			<ButtonChild blockProps={blockProps} />
		) : (
			<div {...blockProps}>
				{frame ? (
					<EmbedPreview frame={frame} isSelected={isSelected} />
				) : (
					<EmbedOverlay isSelected={isSelected}>{ownPreview}</EmbedOverlay>
				)}
			</div>
		);
	const resolving = (blockProps: BlockWrapperProps) => (
		<div {...blockProps}>
			<EmbedResolving />
		</div>
	);

	return (
		<EmbedEdit
			label={label}
			icon={icon}
			instructions={instructions}
			chooser={
				<EmbedAddressForm
					{...form}
					embed={embed}
					onConvertToLink={convertToLink ? () => convert(embed.text) : undefined}
				/>
			}
			content={embed.status === 'resolving' ? resolving : embedded ? shown : undefined}
			onEdit={embedded ? embed.edit : undefined}
			editLabel={editLabel}
			inspector={
				embedded ? (
					<>
						{stylePanel ? <EmbedStylePanel {...stylePanel} /> : null}
						{settings ? (
							<EmbedSettingsPanel
								{...settings}
								embed={embed}
								errorMessage={form.errorMessage}
							/>
						) : null}
						{inspector?.(embed)}
					</>
				) : undefined
			}
		/>
	);
}
