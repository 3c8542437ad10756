import { useFocusAfterChange } from '@blockyard/ui';
import { Button } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { addOption, moveOption, removeOption, renameOption } from '../option-changes';
import { OPTIONS_EDITOR_CLASS as CLASS, OptionRow } from './option-row';

export interface OptionsEditorProps {
	readonly options: readonly string[];
	readonly onChange: (options: string[]) => void;
}

const row = (index: number) => `[data-option-index="${index}"]`;

/**
 * The choices of a select, radio or checkbox group: a labelled input per option, with
 * buttons to move it and remove it, and "Add option". Focus follows the change: a new
 * option's input, a moved option's button, the option after a removed one.
 */
export function OptionsEditor({ options, onChange }: OptionsEditorProps) {
	const ref = useRef<HTMLDivElement>(null);
	const focusAfterChange = useFocusAfterChange(ref);
	const last = options.length - 1;

	const move = (index: number, offset: -1 | 1) => {
		const target = index + offset;
		onChange(moveOption(options, index, offset));
		// The same button on the option's new row; at the top or bottom that one is
		// disabled, so the other one.
		const atEdge = offset === -1 ? target === 0 : target === last;
		const sameButton = offset === -1 ? 'move-up' : 'move-down';
		const otherButton = offset === -1 ? 'move-down' : 'move-up';
		focusAfterChange(`${row(target)} .${CLASS}__${atEdge ? otherButton : sameButton}`);
	};

	const remove = (index: number) => {
		onChange(removeOption(options, index));
		focusAfterChange(last === 0 ? `.${CLASS}__add` : `${row(Math.min(index, last - 1))} input`);
	};

	const add = () => {
		/* translators: %d: the option's number, from 1. */
		const option = sprintf(__('Option %d', 'blockyard'), options.length + 1);
		onChange(addOption(options, option));
		focusAfterChange(`${row(options.length)} input`);
	};

	return (
		<div ref={ref} className={CLASS}>
			{options.length === 0 ? (
				<p className={`${CLASS}__empty`}>{__('No options yet.', 'blockyard')}</p>
			) : (
				<ol className={`${CLASS}__list`}>
					{options.map((option, index) => (
						<OptionRow
							key={index}
							option={option}
							index={index}
							isFirst={index === 0}
							isLast={index === last}
							onChange={(value) => onChange(renameOption(options, index, value))}
							onMove={(offset) => move(index, offset)}
							onRemove={() => remove(index)}
						/>
					))}
				</ol>
			)}
			<Button className={`${CLASS}__add`} variant="secondary" size="compact" onClick={add}>
				{__('Add option', 'blockyard')}
			</Button>
		</div>
	);
}
