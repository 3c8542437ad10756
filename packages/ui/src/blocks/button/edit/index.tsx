import { BlockAlignmentControl, BlockControls, RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { buttonElementProps, buttonWrapperClassName } from '../element-props';
import type { ButtonAlign, ButtonAttributes } from '../types';
import { widthForAlignment } from '../width';
import { ButtonInspector } from './inspector';

const ALIGNMENTS: ReadonlyArray<ButtonAlign> = ['left', 'center', 'right'];
const isAlign = (value: string | undefined): value is ButtonAlign =>
	ALIGNMENTS.some((align) => align === value);

/** The button with its text editable in place, the alignment toolbar and the sidebar. */
export default function ButtonEdit({ attributes, setAttributes }: BlockEditProps<ButtonAttributes>) {
	const blockProps = useBlockProps({ className: buttonWrapperClassName(attributes) });
	const { className, style } = buttonElementProps(attributes);
	const isInput = attributes.element === 'input';

	const onChangeAlign = (next?: string) => {
		const align = isAlign(next) ? next : undefined;
		setAttributes({ align, width: widthForAlignment(attributes.width, align) });
	};

	return (
		<div {...blockProps}>
			<BlockControls group="block">
				<BlockAlignmentControl
					value={attributes.align}
					onChange={onChangeAlign}
					controls={ALIGNMENTS}
				/>
			</BlockControls>
			<ButtonInspector attributes={attributes} setAttributes={setAttributes} />
			<RichText
				tagName="div"
				identifier="text"
				className={className}
				style={style}
				aria-label={__('Button text', 'blockyard')}
				placeholder={attributes.placeholder ?? __('Add text…', 'blockyard')}
				value={attributes.text ?? ''}
				onChange={(text) => setAttributes({ text })}
				allowedFormats={isInput ? [] : ['core/bold', 'core/italic', 'core/strikethrough']}
				withoutInteractiveFormatting
			/>
		</div>
	);
}
