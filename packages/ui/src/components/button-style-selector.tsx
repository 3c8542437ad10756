import { __ } from '@wordpress/i18n';

import { buttonStyleOf, withButtonStyle, type ButtonStyle } from '../blocks/button/block-style';
import { StyleSelector, type StyleOption } from './style-selector';

export interface ButtonStyleSelectorProps {
	/** The button block's className (its `is-style-*` class says the style). */
	readonly className: string | undefined;
	/** The new className, with the chosen style. */
	readonly onChange: (className: string | undefined) => void;
}

const isButtonStyle = (name: string): name is ButtonStyle => name === 'fill' || name === 'outline';

/** Fill / Outline, each with a preview of the button in it, for parents that style their button child. */
export function ButtonStyleSelector({ className, onChange }: ButtonStyleSelectorProps) {
	const styles: StyleOption[] = [
		{ name: 'fill', label: __('Fill', 'blockyard') },
		{ name: 'outline', label: __('Outline', 'blockyard') },
	];
	return (
		<StyleSelector
			label={__('Styles', 'blockyard')}
			styles={styles}
			value={buttonStyleOf(className)}
			onChange={(name) => {
				if (isButtonStyle(name)) {
					onChange(withButtonStyle(className, name));
				}
			}}
			renderPreview={(style) => (
				<span className={`wp-block-blockyard-button is-style-${style.name}`}>
					<span className="wp-block-blockyard-button__element">{__('Button', 'blockyard')}</span>
				</span>
			)}
		/>
	);
}
