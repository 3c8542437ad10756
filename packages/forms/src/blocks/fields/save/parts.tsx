import { errorId, fieldElement, REQUIRED_MARKER } from '../markup';

/** The label's text, then the visible required marker (hidden from screen readers, which announce `required`). */
export function LabelText({ label, required }: { label: string; required: boolean }) {
	return (
		<>
			{label}
			{required ? ' ' : null}
			{required ? (
				<span className={fieldElement('required')} aria-hidden="true">
					{REQUIRED_MARKER}
				</span>
			) : null}
		</>
	);
}

/** The empty slot the front end writes the field's error into. */
export function ErrorSlot({ name }: { name: string }) {
	return <p className={fieldElement('error')} id={errorId(name)} aria-live="polite" />;
}

/** `required` and `aria-required` for a control that supports both. */
export const requiredProps = (required: boolean) =>
	required ? { required: true, 'aria-required': 'true' as const } : {};
