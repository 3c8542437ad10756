import { InspectorControls } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';

export interface EmbedStylePanelProps<Style extends string> {
	/** The panel's title (`Styles`, `Embed type`). */
	readonly title: string;
	readonly styles: ReadonlyArray<{ readonly name: Style; readonly label: string }>;
	readonly value: Style;
	readonly onChange: (style: Style) => void;
}

/** A sidebar panel choosing how the embed shows (a frame, a link, a modal): one pressed button each. */
export function EmbedStylePanel<Style extends string>({
	title,
	styles,
	value,
	onChange,
}: EmbedStylePanelProps<Style>) {
	return (
		<InspectorControls>
			<PanelBody title={title}>
				<div className="blockyard-embed__styles" role="group" aria-label={title}>
					{styles.map((style) => (
						<Button
							key={style.name}
							variant="secondary"
							isPressed={value === style.name}
							onClick={() => onChange(style.name)}
						>
							{style.label}
						</Button>
					))}
				</div>
			</PanelBody>
		</InspectorControls>
	);
}
