// The form of a block that embeds a pasted address or code, in its placeholder: a labelled
// field, Embed, the block's error message (with Convert block to link, where the block has
// it) and Learn more.
import { Button, ExternalLink, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

import { EmbedError } from './embed-error';
import type { EmbedState } from './use-embed';

export interface EmbedAddressFormProps {
	readonly embed: EmbedState;
	/** The field's label (visually hidden: the instructions say what to paste). */
	readonly inputLabel: string;
	readonly inputPlaceholder?: string;
	/** A text area, for embed codes that run over several lines. */
	readonly multiline?: boolean;
	/** Shown when the address could not be embedded. */
	readonly errorMessage: string;
	/** Where Learn more goes: the provider's help on getting the address or code. */
	readonly learnMoreUrl?: string;
	/** Offered beside the error, for blocks that can become a plain link. */
	readonly onConvertToLink?: () => void;
}

/** The address form, wired to the block's {@link EmbedState}. */
export function EmbedAddressForm({
	embed,
	inputLabel,
	inputPlaceholder,
	multiline = false,
	errorMessage,
	learnMoreUrl,
	onConvertToLink,
}: EmbedAddressFormProps) {
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		embed.submit();
	};
	// Enter embeds, from a text area too, as from a one-line field; Shift+Enter starts a new line.
	const onKeyDown = (event: KeyboardEvent) => {
		if (multiline && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
			event.preventDefault();
			embed.submit();
		}
	};
	const Field = multiline ? TextareaControl : TextControl;
	return (
		<>
			<form className="blockyard-embed__form" onSubmit={onSubmit}>
				<Field
					__nextHasNoMarginBottom
					hideLabelFromVision
					className="blockyard-embed__input"
					label={inputLabel}
					placeholder={inputPlaceholder}
					value={embed.text}
					onChange={embed.setText}
					onKeyDown={onKeyDown}
				/>
				<Button variant="primary" type="submit">
					{__('Embed', 'blockyard')}
				</Button>
			</form>
			{embed.failed ? (
				<EmbedError>
					<p>{errorMessage}</p>
					{onConvertToLink ? (
						<Button variant="secondary" onClick={onConvertToLink}>
							{__('Convert block to link', 'blockyard')}
						</Button>
					) : null}
				</EmbedError>
			) : null}
			{learnMoreUrl ? (
				<div className="blockyard-embed__learn-more">
					<ExternalLink href={learnMoreUrl}>{__('Learn more', 'blockyard')}</ExternalLink>
				</div>
			) : null}
		</>
	);
}
