import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronUp, trash } from '@wordpress/icons';

export const OPTIONS_EDITOR_CLASS = 'blockyard-options-editor';

export interface OptionRowProps {
	readonly option: string;
	/** 0-based; labels count from 1. */
	readonly index: number;
	readonly isFirst: boolean;
	readonly isLast: boolean;
	readonly onChange: (option: string) => void;
	readonly onMove: (offset: -1 | 1) => void;
	readonly onRemove: () => void;
}

/** One option: its text, Move up, Move down and Remove, each named after the option's number. */
export function OptionRow({ option, index, isFirst, isLast, onChange, onMove, onRemove }: OptionRowProps) {
	const position = index + 1;
	/* translators: %d: the option's number, from 1. */
	const label = sprintf(__('Option %d', 'blockyard'), position);
	/* translators: %d: the option's number, from 1. */
	const moveUp = sprintf(__('Move option %d up', 'blockyard'), position);
	/* translators: %d: the option's number, from 1. */
	const moveDown = sprintf(__('Move option %d down', 'blockyard'), position);
	/* translators: %d: the option's number, from 1. */
	const remove = sprintf(__('Remove option %d', 'blockyard'), position);

	return (
		<li className={`${OPTIONS_EDITOR_CLASS}__row`} data-option-index={index}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				className={`${OPTIONS_EDITOR_CLASS}__text`}
				label={label}
				value={option}
				onChange={onChange}
			/>
			<div className={`${OPTIONS_EDITOR_CLASS}__buttons`}>
				<Button
					className={`${OPTIONS_EDITOR_CLASS}__move-up`}
					icon={chevronUp}
					size="compact"
					label={moveUp}
					disabled={isFirst}
					onClick={() => onMove(-1)}
				/>
				<Button
					className={`${OPTIONS_EDITOR_CLASS}__move-down`}
					icon={chevronDown}
					size="compact"
					label={moveDown}
					disabled={isLast}
					onClick={() => onMove(1)}
				/>
				<Button
					className={`${OPTIONS_EDITOR_CLASS}__remove`}
					icon={trash}
					size="compact"
					isDestructive
					label={remove}
					onClick={onRemove}
				/>
			</div>
		</li>
	);
}
