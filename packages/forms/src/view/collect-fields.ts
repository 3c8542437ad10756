import type { SubmittedFields } from './submit-result';

/** The wrapper class of a checkbox group, whose value is a list. */
const CHECKBOX_GROUP = 'wp-block-blockyard-field-checkbox-multiple';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
	element instanceof HTMLInputElement ||
	element instanceof HTMLSelectElement ||
	element instanceof HTMLTextAreaElement;

/** The form's named controls, in document order (buttons left out). */
export function namedControls(form: HTMLFormElement): Control[] {
	return Array.from(form.elements).filter(
		(element): element is Control =>
			isControl(element) && element.name !== '' && !['submit', 'button', 'reset'].includes(element.type)
	);
}

/**
 * The values to send, keyed by field name: text as typed; a checkbox group's ticked
 * options as a list; a single checkbox or consent `yes` when ticked; a radio group its
 * choice. Unticked boxes, empty groups and unchosen radios are left out.
 */
export function collectFields(form: HTMLFormElement): SubmittedFields {
	const fields: SubmittedFields = {};
	for (const control of namedControls(form)) {
		const { name } = control;
		if (
			control instanceof HTMLInputElement &&
			(control.type === 'checkbox' || control.type === 'radio')
		) {
			if (!control.checked) {
				continue;
			}
			if (control.type === 'checkbox' && control.closest(`.${CHECKBOX_GROUP}`)) {
				const previous = fields[name];
				fields[name] = [...(Array.isArray(previous) ? previous : []), control.value];
			} else {
				fields[name] = control.value;
			}
			continue;
		}
		fields[name] = control.value;
	}
	return fields;
}
