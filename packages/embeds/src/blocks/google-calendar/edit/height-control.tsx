import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { calendarHeight } from '../height';

export interface HeightControlProps {
	readonly height: number;
	readonly onChange: (height: number) => void;
}

/** The frame's height in the sidebar: what is typed stays; only a height in range is set. */
export function HeightControl({ height, onChange }: HeightControlProps) {
	const [text, setText] = useState(String(height));
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			label={__('Height (pixels)', 'blockyard')}
			help={__('On narrow screens the calendar is 300 pixels high.', 'blockyard')}
			value={text}
			onChange={(value) => {
				setText(value);
				const next = calendarHeight(value);
				if (next !== undefined) {
					onChange(next);
				}
			}}
		/>
	);
}
