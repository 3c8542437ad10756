import { ToolbarButton } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { image } from '@wordpress/icons';

export interface ImageRequestButtonProps {
	/** Asks for images from the block's prompt. */
	readonly onGenerate: () => void;
	readonly disabled?: boolean;
}

/** The AI block's toolbar button that asks for images. */
export function ImageRequestButton({ onGenerate, disabled = false }: ImageRequestButtonProps) {
	return (
		<ToolbarButton
			icon={image}
			label={__('Generate image', 'blockyard')}
			onClick={() => onGenerate()}
			disabled={disabled}
		/>
	);
}
