import { BaseControl, Button, __experimentalUnitControl as UnitControl } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { WIDTH_PERCENTAGES, allowedWidthUnits, sanitizeWidth } from '../blocks/button/width';
import type { ButtonAlign } from '../blocks/button/types';

const UNIT_LABELS = { '%': '%', px: 'px', em: 'em' } as const;

export interface WidthControlProps {
	readonly width: string | undefined;
	readonly align: ButtonAlign | undefined;
	readonly onChange: (width: string | undefined) => void;
	readonly label?: string;
}

/**
 * Percentage shortcuts (25/50/75/100 %) and a unit input. px and em are offered
 * only when the button is aligned left or right; a percentage is capped at 100.
 */
export function WidthControl({
	width,
	align,
	onChange,
	label = __('Width', 'blockyard'),
}: WidthControlProps) {
	const id = `blockyard-width-control-${useId()}`;
	const units = allowedWidthUnits(align).map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

	return (
		<BaseControl id={`${id}-input`} label={label}>
			{/* A plain group: ButtonGroup is deprecated since WordPress 6.8. */}
			<div
				className="blockyard-width-control__percentages"
				role="group"
				aria-label={__('Width in percent', 'blockyard')}
			>
				{WIDTH_PERCENTAGES.map((percentage) => {
					const value = `${percentage}%`;
					const isPressed = width === value;
					return (
						<Button
							key={percentage}
							variant={isPressed ? 'primary' : 'secondary'}
							isPressed={isPressed}
							size="small"
							// translators: %d: a width in percent.
							aria-label={sprintf(__('%d%% width', 'blockyard'), percentage)}
							onClick={() => onChange(isPressed ? undefined : value)}
						>
							{`${percentage}%`}
						</Button>
					);
				})}
			</div>
			<UnitControl
				id={`${id}-input`}
				label={__('Custom width', 'blockyard')}
				hideLabelFromVision
				value={width ?? ''}
				units={units}
				min={0}
				onChange={(next?: string) => onChange(sanitizeWidth(next, align))}
			/>
		</BaseControl>
	);
}
