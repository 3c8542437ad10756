// The sidebar panel of an embedded block's settings: another address or embed code (with the
// block's error when it cannot be embedded), then the block's own controls.
import { InspectorControls } from '@wordpress/block-editor';
import { Button, PanelBody, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import type { EmbedState } from './use-embed';

/** What a block says of its settings panel (`AddressEmbedEdit`'s `settings`). */
export interface EmbedSettings {
	/** The panel's title (`Calendar settings`). */
	readonly title: string;
	/** The label of the field for another address or code. */
	readonly inputLabel: string;
	/** The block's own controls, after the field and its error. */
	readonly controls?: ReactNode;
}

export interface EmbedSettingsPanelProps extends EmbedSettings {
	readonly embed: EmbedState;
	/** Shown when the address could not be embedded (the placeholder's message). */
	readonly errorMessage: string;
}

/**
 * The settings panel: the field (starting with the embedded address), Embed, the error, and
 * the block's controls.
 *
 * @example
 * <EmbedSettingsPanel embed={embed} title="Calendar settings" inputLabel="Public URL or embed code" errorMessage={message} />
 */
export function EmbedSettingsPanel({
	embed,
	title,
	inputLabel,
	controls,
	errorMessage,
}: EmbedSettingsPanelProps) {
	const [code, setCode] = useState(embed.text);
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		embed.submit(code);
	};
	return (
		<InspectorControls>
			<PanelBody title={title}>
				<form className="blockyard-embed__sidebar-form" onSubmit={onSubmit}>
					<TextareaControl
						__nextHasNoMarginBottom
						label={inputLabel}
						value={code}
						onChange={setCode}
					/>
					<Button variant="secondary" type="submit">
						{__('Embed', 'blockyard')}
					</Button>
				</form>
				{embed.failed ? (
					<p className="blockyard-embed__error" role="alert">
						{errorMessage}
					</p>
				) : null}
				{controls}
			</PanelBody>
		</InspectorControls>
	);
}
