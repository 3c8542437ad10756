import { MenuGroup, MenuItem, ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { check, megaphone } from '@wordpress/icons';

import { toneLabel } from '../prompts/tones';
import { DEFAULT_TONE, TONES, type Tone } from '../types';

export interface ToneDropdownProps {
	/** The tone last chosen, checked in the list; `formal` when none was. */
	readonly value?: Tone;
	readonly onChange: (tone: Tone) => void;
	readonly disabled?: boolean;
	/** The toggle's label; 'Change tone' by default. */
	readonly label?: string;
}

/** A toolbar dropdown of the ten tones. Choosing the checked tone again asks for it again. */
export function ToneDropdown({ value = DEFAULT_TONE, onChange, disabled = false, label }: ToneDropdownProps) {
	return (
		<ToolbarDropdownMenu
			icon={megaphone}
			label={label ?? __('Change tone', 'blockyard')}
			toggleProps={{ disabled }}
		>
			{({ onClose }) => (
				<MenuGroup label={__('Select tone', 'blockyard')}>
					{TONES.map((tone) => (
						<MenuItem
							key={tone}
							role="menuitemradio"
							isSelected={tone === value}
							icon={tone === value ? check : undefined}
							onClick={() => {
								onChange(tone);
								onClose();
							}}
						>
							{toneLabel(tone)}
						</MenuItem>
					))}
				</MenuGroup>
			)}
		</ToolbarDropdownMenu>
	);
}
