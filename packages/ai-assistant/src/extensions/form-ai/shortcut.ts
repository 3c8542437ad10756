import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as keyboardShortcutsStore } from '@wordpress/keyboard-shortcuts';

/** The editor shortcut that shows or hides Form AI's bar on the selected form: mod+/. */
export const FORM_AI_SHORTCUT = 'blockyard/form-ai/toggle';

/** Registers {@link FORM_AI_SHORTCUT} with the editor's shortcuts (it lists them in its help). */
export function useFormAiShortcut(): void {
	const { registerShortcut } = useDispatch(keyboardShortcutsStore);
	useEffect(() => {
		registerShortcut({
			name: FORM_AI_SHORTCUT,
			category: 'block',
			description: __('Show or hide the AI bar of the selected contact form.', 'blockyard'),
			keyCombination: { modifier: 'primary', character: '/' },
		});
	}, [registerShortcut]);
}
