import { errorId } from '../blocks/fields/markup';
import { STATUS_CLASS } from '../blocks/contact-form/markup';
import { namedControls } from './collect-fields';

/** Writes the status region (the outcome of a submission); empty clears it. */
export function setStatus(form: HTMLFormElement, message: string): void {
	const status = form.querySelector(`.${STATUS_CLASS}`);
	if (status) {
		status.textContent = message;
	}
}

/** The submit buttons of the form, disabled and `aria-busy` while it is sent. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
	const buttons = form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
		'button[type="submit"], button:not([type]), input[type="submit"]'
	);
	for (const button of Array.from(buttons)) {
		button.disabled = busy;
		if (busy) {
			button.setAttribute('aria-busy', 'true');
		} else {
			button.removeAttribute('aria-busy');
		}
	}
}

/** The error slot of a field, found by id among the form's slots (names need no CSS escaping that way). */
const errorSlot = (form: HTMLFormElement, name: string) =>
	Array.from(form.querySelectorAll('.blockyard-field__error')).find((slot) => slot.id === errorId(name));

/** Empties every error slot and drops `aria-invalid`. */
export function clearErrors(form: HTMLFormElement): void {
	for (const slot of Array.from(form.querySelectorAll('.blockyard-field__error'))) {
		slot.textContent = '';
	}
	for (const control of namedControls(form)) {
		control.removeAttribute('aria-invalid');
	}
}

/**
 * Shows each message in its field's error slot, marks the field's controls
 * `aria-invalid`, and focuses the first invalid control in the form. Nothing typed is
 * touched. @returns the messages of names the form has no field for.
 */
export function showErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>): string[] {
	const unmatched: string[] = [];
	for (const [name, message] of Object.entries(errors)) {
		const slot = errorSlot(form, name);
		if (slot) {
			slot.textContent = message;
		} else {
			unmatched.push(message);
		}
	}
	const invalid = namedControls(form).filter((control) => Object.hasOwn(errors, control.name));
	for (const control of invalid) {
		control.setAttribute('aria-invalid', 'true');
	}
	invalid[0]?.focus();
	return unmatched;
}
