import { Button, Popover, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { keyboardReturn } from '@wordpress/icons';
import type { FormEvent } from 'react';

export interface BusinessNamePopoverProps {
	/** The element the popover opens below (the block). */
	readonly anchor: Element | null;
	readonly text: string;
	readonly onChange: (text: string) => void;
	readonly onSubmit: () => void;
	/** Escape (or the toolbar's Edit again): closed without saving. */
	readonly onClose: () => void;
	/** Why the text was not taken, shown under the field. */
	readonly error?: string;
}

/** The popover where the editor enters the business's Tock name (or pastes its Tock address). */
export function BusinessNamePopover({
	anchor,
	text,
	onChange,
	onSubmit,
	onClose,
	error,
}: BusinessNamePopoverProps) {
	const submit = (event: FormEvent) => {
		event.preventDefault();
		onSubmit();
	};
	return (
		<Popover
			anchor={anchor}
			placement="bottom-start"
			focusOnMount="firstElement"
			onClose={onClose}
			// Focus moving elsewhere in the editor keeps it open; Escape, Edit or deselecting close it.
			onFocusOutside={() => undefined}
			className="blockyard-tock__popover"
		>
			<form className="blockyard-tock__form" onSubmit={submit}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Tock business name', 'blockyard')}
					help={__(
						'The name at the end of your Tock address (exploretock.com/your-name), or the whole address.',
						'blockyard'
					)}
					placeholder={__('Add your business name', 'blockyard')}
					value={text}
					onChange={onChange}
				/>
				<Button
					__next40pxDefaultSize
					icon={keyboardReturn}
					label={__('Save business name', 'blockyard')}
					type="submit"
				/>
			</form>
			{error ? (
				<p className="blockyard-embed__error blockyard-tock__error" role="alert">
					{error}
				</p>
			) : null}
		</Popover>
	);
}
