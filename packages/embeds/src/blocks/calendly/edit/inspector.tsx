import { InspectorControls } from '@wordpress/block-editor';
import { Button, PanelBody, TextareaControl, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import { EmbedStylePanel } from '../../../embed/embed-style-panel';
import type { EmbedState } from '../../../embed/use-embed';
import type { CalendlyAttributes, CalendlyStyle } from '../types';

export interface CalendlyInspectorProps {
	readonly embed: EmbedState;
	readonly attributes: CalendlyAttributes;
	readonly setAttributes: (attributes: Partial<CalendlyAttributes>) => void;
	readonly errorMessage: string;
}

/** Styles (Inline, Link) and Calendar settings (another page or code, Hide event type details). */
export function CalendlyInspector({
	embed,
	attributes,
	setAttributes,
	errorMessage,
}: CalendlyInspectorProps) {
	const [code, setCode] = useState(embed.text);
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		embed.submit(code);
	};
	const styles: ReadonlyArray<{ name: CalendlyStyle; label: string }> = [
		{ name: 'inline', label: __('Inline', 'blockyard') },
		{ name: 'link', label: __('Link', 'blockyard') },
	];
	return (
		<>
			<EmbedStylePanel
				title={__('Styles', 'blockyard')}
				styles={styles}
				value={attributes.style}
				onChange={(style) => setAttributes({ style })}
			/>
			<InspectorControls>
				<PanelBody title={__('Calendar settings', 'blockyard')}>
					<form className="blockyard-embed__sidebar-form" onSubmit={onSubmit}>
						<TextareaControl
							__nextHasNoMarginBottom
							label={__('Calendly web address or embed code', 'blockyard')}
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
					<ToggleControl
						__nextHasNoMarginBottom
						label={__('Hide event type details', 'blockyard')}
						checked={attributes.hideEventTypeDetails}
						onChange={(hideEventTypeDetails) => setAttributes({ hideEventTypeDetails })}
					/>
				</PanelBody>
			</InspectorControls>
		</>
	);
}
