// The business name being entered in the popover: open by itself while the block has none
// (until the editor closes it), and by the toolbar's Edit; reset to the stored name when it
// closes without saving or the block is deselected.
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { parseTock } from '../parse';
import type { TockAttributes } from '../types';

/** The message for text that is not a business name on Tock. */
export const businessNameError = (): string =>
	__(
		'That is not a Tock business name. Use letters, digits, hyphens (-), underscores (_) and dots (.) only, as in exploretock.com/your-name.',
		'blockyard'
	);

export interface BusinessNameEntry {
	/** The popover shows. */
	readonly open: boolean;
	readonly text: string;
	/** The text typed (which clears the error). */
	readonly change: (text: string) => void;
	/** Why the text was not taken. */
	readonly error: string | undefined;
	/** Takes the text as the business name (an empty text is ignored). */
	readonly submit: () => void;
	/** Closes the popover without saving. */
	readonly close: () => void;
	/** The toolbar's Edit: opens the popover, or closes it when open. */
	readonly toggle: () => void;
}

/** The popover's state for the block's stored name (`url`). */
export function useBusinessName(
	stored: string,
	isSelected: boolean,
	setAttributes: (attributes: Partial<TockAttributes>) => void
): BusinessNameEntry {
	const [text, setText] = useState(stored);
	const [error, setError] = useState<string | undefined>(undefined);
	const [editing, setEditing] = useState(false);
	// Closed by the editor while there is no name yet: it stays closed until Edit, or until the
	// block is selected again.
	const [dismissed, setDismissed] = useState(false);

	const reset = () => {
		setText(stored);
		setError(undefined);
		setEditing(false);
	};
	useEffect(() => {
		if (!isSelected) {
			setText(stored);
			setError(undefined);
			setEditing(false);
			setDismissed(false);
		}
	}, [isSelected, stored]);

	const open = isSelected && (editing || (stored === '' && !dismissed));
	const close = () => {
		reset();
		setDismissed(true);
	};
	const submit = () => {
		if (text.trim() === '') {
			return;
		}
		const parsed = parseTock(text);
		if (!parsed.ok || parsed.attributes.url === undefined) {
			setError(businessNameError());
			return;
		}
		setAttributes({ url: parsed.attributes.url });
		setText(parsed.attributes.url);
		setError(undefined);
		setEditing(false);
		setDismissed(true);
	};
	const change = (value: string) => {
		setText(value);
		setError(undefined);
	};

	return { open, text, change, error, submit, close, toggle: () => (open ? close() : setEditing(true)) };
}
