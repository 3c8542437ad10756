export { addContactFormActions } from './form-actions';
export { hydrateContactForms, type HydrateOptions } from './hydrate';
export { collectFields } from './collect-fields';
export {
	postFields,
	toSubmitResult,
	type FieldValue,
	type SubmitFields,
	type SubmitResult,
	type SubmittedFields,
} from './submit-result';
