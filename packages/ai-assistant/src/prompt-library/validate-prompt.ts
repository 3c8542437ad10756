import { AI_PROMPTS_CONTRACT, type AiPromptInput } from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

/** The properties of a prompt the site may refuse, each shown beside its own field. */
export type PromptField = 'name' | 'text' | 'scopes' | 'visibility';

/** What is wrong with each property of a prompt, by property. */
export type PromptErrors = Partial<Record<PromptField, string>>;

export const PROMPT_FIELDS: readonly PromptField[] = ['name', 'text', 'scopes', 'visibility'];

/** A name or text's length as the site counts it: code points, after trimming the spaces at both ends. */
export const promptLength = (value: string): number => Array.from(value.trim()).length;

/** The same name, as the site compares names: ignoring case and the spaces at both ends. */
const sameName = (a: string, b: string): boolean =>
	a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The site's message for a name already used (409), in the user's language. */
export const nameTakenMessage = (name: string): string =>
	sprintf(
		/* translators: %s: the prompt's name. */
		__('A prompt named “%s” already exists. Choose another name.', 'blockyard'),
		name.trim()
	);

/**
 * What the site would refuse in `input`, checked before it is sent, in the words of the
 * prompt library's contract (the site's own messages, translated): an empty or too long name
 * or text, no kind of block, or a name among `takenNames` (the prompts the author sees, but
 * the one being changed).
 */
export function checkPrompt(input: AiPromptInput, takenNames: readonly string[] = []): PromptErrors {
	const errors: PromptErrors = {};
	const { nameMaxLength, textMaxLength } = AI_PROMPTS_CONTRACT;
	if (promptLength(input.name) === 0) {
		errors.name = __('Give the prompt a name.', 'blockyard');
	} else if (promptLength(input.name) > nameMaxLength) {
		errors.name = sprintf(
			/* translators: %d: the most characters allowed. */
			__('The name is too long: at most %d characters.', 'blockyard'),
			nameMaxLength
		);
	} else if (takenNames.some((taken) => sameName(taken, input.name))) {
		errors.name = nameTakenMessage(input.name);
	}
	if (promptLength(input.text) === 0) {
		errors.text = __('Write what the prompt asks the AI.', 'blockyard');
	} else if (promptLength(input.text) > textMaxLength) {
		errors.text = sprintf(
			/* translators: %d: the most characters allowed. */
			__('The prompt is too long: at most %d characters.', 'blockyard'),
			textMaxLength
		);
	}
	if (input.scopes.length === 0) {
		errors.scopes = __('Choose at least one kind of block the prompt is for.', 'blockyard');
	}
	return errors;
}
