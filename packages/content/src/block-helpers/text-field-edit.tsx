import { useBlockProps } from '@wordpress/block-editor';
import { TextControl } from '@wordpress/components';
import type { ReactNode } from 'react';

export interface TextFieldEditProps {
	/** The text as stored. */
	readonly value: string;
	readonly onChange: (value: string) => void;
	readonly isSelected: boolean;
	/** The input's label (read by screen readers) and placeholder. */
	readonly label: string;
	/** The text as visitors see it, shown when the block is not selected and has text. */
	readonly view: (text: string) => ReactNode;
	readonly type?: 'text' | 'tel';
	readonly inputMode?: 'text' | 'email' | 'tel';
}

/**
 * The edit of a one-line contact block (Email Address, Phone Number): selected, or empty, an
 * input for its text; otherwise the trimmed text as visitors see it.
 */
export function TextFieldEdit({
	value,
	onChange,
	isSelected,
	label,
	view,
	type = 'text',
	inputMode,
}: TextFieldEditProps) {
	const blockProps = useBlockProps();
	const text = value.trim();

	if (!isSelected && text !== '') {
		return <div {...blockProps}>{view(text)}</div>;
	}

	return (
		<div {...blockProps}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type={type}
				label={label}
				hideLabelFromVision
				placeholder={label}
				inputMode={inputMode}
				autoComplete="off"
				value={value}
				onChange={onChange}
			/>
		</div>
	);
}
