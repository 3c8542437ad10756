import { TextControl } from '@wordpress/components';
import { useEffect, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { element } from '../class-names';
import { parseThreshold } from '../settings';

interface ThresholdFieldProps {
	readonly threshold: number;
	readonly onChange: (threshold: number) => void;
}

/**
 * The visit count threshold as typed: a whole number above 0 is saved at once; anything
 * else stays in the field with a message beside it, and nothing is saved until it is valid.
 */
export function ThresholdField({ threshold, onChange }: ThresholdFieldProps) {
	const [text, setText] = useState(String(threshold));
	const errorId = `${element('threshold-error')}-${useId()}`;
	const invalid = parseThreshold(text) === undefined;

	// A threshold changed elsewhere (undo, say) replaces what the field holds.
	useEffect(() => {
		setText((current) => (parseThreshold(current) === threshold ? current : String(threshold)));
	}, [threshold]);

	return (
		<div>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Visit count threshold', 'blockyard')}
				type="number"
				min={1}
				step={1}
				value={text}
				aria-invalid={invalid}
				aria-describedby={invalid ? errorId : undefined}
				onChange={(value: string) => {
					setText(value);
					const parsed = parseThreshold(value);
					if (parsed !== undefined && parsed !== threshold) {
						onChange(parsed);
					}
				}}
			/>
			{invalid && (
				<p id={errorId} className={element('error')}>
					{__('Please enter a valid number.', 'blockyard')}
				</p>
			)}
		</div>
	);
}
