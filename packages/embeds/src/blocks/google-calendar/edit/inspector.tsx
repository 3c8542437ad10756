import { InspectorControls } from '@wordpress/block-editor';
import { Button, PanelBody, TextareaControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import type { EmbedState } from '../../../embed/use-embed';
import { calendarHeight } from '../height';

export interface CalendarInspectorProps {
	readonly embed: EmbedState;
	readonly height: number;
	readonly onHeightChange: (height: number) => void;
	readonly errorMessage: string;
}

/** Calendar settings: embed another address or code, and the frame's height. */
export function CalendarInspector({ embed, height, onHeightChange, errorMessage }: CalendarInspectorProps) {
	const [code, setCode] = useState(embed.text);
	const [heightText, setHeightText] = useState(String(height));
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		embed.submit(code);
	};
	return (
		<InspectorControls>
			<PanelBody title={__('Calendar settings', 'blockyard')}>
				<form className="blockyard-embed__sidebar-form" onSubmit={onSubmit}>
					<TextareaControl
						__nextHasNoMarginBottom
						label={__('Public URL or embed code', 'blockyard')}
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
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="number"
					label={__('Height (pixels)', 'blockyard')}
					help={__('On narrow screens the calendar is 300 pixels high.', 'blockyard')}
					value={heightText}
					onChange={(value) => {
						setHeightText(value);
						const next = calendarHeight(value);
						if (next !== undefined) {
							onHeightChange(next);
						}
					}}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
