import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as keyboardShortcutsStore, useShortcut } from '@wordpress/keyboard-shortcuts';

const UNDO = 'blockyard/playground/undo';
const REDO = 'blockyard/playground/redo';
const SAVE = 'blockyard/playground/save';

export interface ShortcutsProps {
	readonly undo: () => void;
	readonly redo: () => void;
	readonly save: () => void;
}

/** Ctrl/⌘+Z, Ctrl/⌘+Shift+Z (or +Y) and Ctrl/⌘+S, anywhere in the playground, the canvas included. */
export function Shortcuts({ undo, redo, save }: ShortcutsProps) {
	const { registerShortcut, unregisterShortcut } = useDispatch(keyboardShortcutsStore);

	useEffect(() => {
		registerShortcut({
			name: UNDO,
			category: 'global',
			description: __('Undo your last changes.', 'blockyard'),
			keyCombination: { modifier: 'primary', character: 'z' },
		});
		registerShortcut({
			name: REDO,
			category: 'global',
			description: __('Redo your last undo.', 'blockyard'),
			keyCombination: { modifier: 'primaryShift', character: 'z' },
			aliases: [{ modifier: 'primary', character: 'y' }],
		});
		registerShortcut({
			name: SAVE,
			category: 'global',
			description: __('Save your changes.', 'blockyard'),
			keyCombination: { modifier: 'primary', character: 's' },
		});
		return () => {
			unregisterShortcut(UNDO);
			unregisterShortcut(REDO);
			unregisterShortcut(SAVE);
		};
	}, [registerShortcut, unregisterShortcut]);

	useShortcut(UNDO, (event) => {
		event.preventDefault();
		undo();
	});
	useShortcut(REDO, (event) => {
		event.preventDefault();
		redo();
	});
	useShortcut(SAVE, (event) => {
		event.preventDefault();
		save();
	});
	return null;
}
