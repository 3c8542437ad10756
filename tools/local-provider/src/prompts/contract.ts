// The AI prompt library's contract as the provider uses it: read from @blockyard/api-client's
// contract.json, the one place its limits, kinds of block, messages and codes are written. As
// with the forms contract, the provider imports the JSON itself, not the client's module.
import contract from '@blockyard/api-client/prompts-contract.json' with { type: 'json' };
import type {
	AiPromptMessageKey,
	AiPromptScope,
	AiPromptsContract,
	AiPromptVisibility,
} from '@blockyard/api-client';

const checked: AiPromptsContract = {
	...contract,
	scopes: contract.scopes as readonly AiPromptScope[],
	visibilities: contract.visibilities as readonly AiPromptVisibility[],
};

export type { AiPromptScope, AiPromptVisibility };

export const PROMPTS_ROUTE = checked.route;
export const NAME_MAX_LENGTH = checked.nameMaxLength;
export const TEXT_MAX_LENGTH = checked.textMaxLength;
export const PROMPTS_PER_USER = checked.promptsPerUser;
export const PROMPT_SCOPES = checked.scopes;
export const PROMPT_VISIBILITIES = checked.visibilities;
export const PROMPT_CODES = checked.codes;

/** The values a message's `{placeholders}` take. */
export interface PromptMessageValues {
	readonly maxLength?: number;
	readonly name?: string;
	readonly count?: number;
}

/** A message of the contract with its `{maxLength}`, `{name}` or `{count}` filled in. */
export function promptMessage(key: AiPromptMessageKey, values: PromptMessageValues = {}): string {
	return checked.messages[key].replace(/\{(\w+)\}/gu, (placeholder, name: string) => {
		const value = (values as Readonly<Record<string, string | number | undefined>>)[name];
		return value === undefined ? placeholder : String(value);
	});
}
