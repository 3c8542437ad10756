// The placeholder of an embed block: what to paste, a labelled field, Embed, Learn more, and
// the block's error message (with Convert block to link, where the block has it).
import { BlockPlaceholder } from '@blockyard/ui';
import { Button, ExternalLink, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactElement, ReactNode } from 'react';

import type { EmbedState } from './use-embed';

export interface EmbedPlaceholderProps {
	readonly embed: EmbedState;
	/** The block's title. */
	readonly label: string;
	readonly icon?: ReactElement;
	/** One instruction, or steps shown as a numbered list. */
	readonly instructions: string | readonly string[];
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
	/** More of the block's own, after the form. */
	readonly children?: ReactNode;
}

/** The embed block's placeholder form, wired to its {@link EmbedState}. */
export function EmbedPlaceholder({
	embed,
	label,
	icon,
	instructions,
	inputLabel,
	inputPlaceholder,
	multiline = false,
	errorMessage,
	learnMoreUrl,
	onConvertToLink,
	children,
}: EmbedPlaceholderProps) {
	const steps = typeof instructions === 'string' ? undefined : instructions;
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		embed.submit();
	};
	const Field = multiline ? TextareaControl : TextControl;
	return (
		<BlockPlaceholder
			label={label}
			icon={icon}
			instructions={typeof instructions === 'string' ? instructions : undefined}
		>
			{steps ? (
				<ol className="blockyard-embed__instructions">
					{steps.map((step) => (
						<li key={step}>{step}</li>
					))}
				</ol>
			) : null}
			<form className="blockyard-embed__form" onSubmit={onSubmit}>
				<Field
					__nextHasNoMarginBottom
					hideLabelFromVision
					className="blockyard-embed__input"
					label={inputLabel}
					placeholder={inputPlaceholder}
					value={embed.text}
					onChange={embed.setText}
				/>
				<Button variant="primary" type="submit">
					{__('Embed', 'blockyard')}
				</Button>
			</form>
			{embed.failed ? (
				<div className="blockyard-embed__error" role="alert">
					<p>{errorMessage}</p>
					{onConvertToLink ? (
						<Button variant="secondary" onClick={onConvertToLink}>
							{__('Convert block to link', 'blockyard')}
						</Button>
					) : null}
				</div>
			) : null}
			{learnMoreUrl ? (
				<div className="blockyard-embed__learn-more">
					<ExternalLink href={learnMoreUrl}>{__('Learn more', 'blockyard')}</ExternalLink>
				</div>
			) : null}
			{children}
		</BlockPlaceholder>
	);
}
