import { Button } from '@wordpress/components';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface StyleOption {
	readonly name: string;
	readonly label: string;
}

export interface StyleSelectorProps {
	readonly label: string;
	readonly styles: ReadonlyArray<StyleOption>;
	readonly value: string;
	readonly onChange: (name: string) => void;
	/** A preview of each style (a small rendering of the block in it). */
	readonly renderPreview?: (style: StyleOption) => ReactNode;
}

/** A row of style choices, each a toggle button with its preview and its name. */
export function StyleSelector({ label, styles, value, onChange, renderPreview }: StyleSelectorProps) {
	const id = `blockyard-style-selector-${useId()}`;
	return (
		<div className="blockyard-style-selector" role="group" aria-labelledby={`${id}-label`}>
			<p id={`${id}-label`} className="blockyard-style-selector__label">
				{label}
			</p>
			{styles.map((style) => (
				<Button
					key={style.name}
					className="blockyard-style-selector__option"
					isPressed={style.name === value}
					onClick={() => onChange(style.name)}
				>
					{renderPreview ? (
						<span className="blockyard-style-selector__preview" aria-hidden="true">
							{renderPreview(style)}
						</span>
					) : null}
					<span className="blockyard-style-selector__name">{style.label}</span>
				</Button>
			))}
		</div>
	);
}
