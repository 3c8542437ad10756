/**
 * The AI prompt library's contract, typed: the route, the limits, the kinds of block a prompt
 * is for, who sees it, the messages and the error codes, which the AI Assistant and the site's
 * servers (the local provider today) follow. The data lives once, in ./contract.json (see
 * ./README.md); this module only types it.
 */
import contract from './contract.json' with { type: 'json' };

/** The kinds of block a saved prompt is offered in: the AI Assistant block, and the text blocks' AI menu. */
export type AiPromptScope = 'ai-block' | 'paragraph' | 'heading' | 'list';

/** `site`: shared with every author of the site. `private`: its author's own draft. */
export type AiPromptVisibility = 'site' | 'private';

/** A message of the prompt library; `{maxLength}`, `{name}` and `{count}` are filled in. */
export type AiPromptMessageKey =
	| 'nameRequired'
	| 'nameTooLong'
	| 'nameTaken'
	| 'textRequired'
	| 'textTooLong'
	| 'scopesRequired'
	| 'scopeUnknown'
	| 'visibilityUnknown'
	| 'tooMany'
	| 'notFound'
	| 'forbidden'
	| 'badBody';

/** The code of each error answer of the prompt library's routes. */
export type AiPromptErrorKey = 'invalid' | 'nameTaken' | 'tooMany' | 'notFound' | 'forbidden' | 'badBody';

/**
 * The shape every reader of contract.json relies on. The key names above are the JSON's own,
 * spelled out so that the published declarations need no JSON: the checks below fail to
 * compile when the JSON gains, loses or renames one.
 */
export interface AiPromptsContract {
	/** The route on the site's REST root. */
	readonly route: string;
	/** The longest name, in characters (code points, as PHP's `mb_strlen` counts). */
	readonly nameMaxLength: number;
	/** The longest text, in characters. */
	readonly textMaxLength: number;
	/** The most prompts one author may keep, shared and private together. */
	readonly promptsPerUser: number;
	readonly scopes: readonly AiPromptScope[];
	readonly visibilities: readonly AiPromptVisibility[];
	/** The `{placeholders}` of the messages: what each stands for (PHP's translators' note) and its type. */
	readonly placeholders: Readonly<Record<string, { readonly means: string; readonly type: string }>>;
	readonly messages: Readonly<Record<AiPromptMessageKey, string>>;
	readonly codes: Readonly<Record<AiPromptErrorKey, string>>;
}

/** `true` only when `A` and `B` hold the same keys (a type error at the use otherwise). */
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const keysMatch: [
	SameKeys<AiPromptMessageKey, keyof typeof contract.messages>,
	SameKeys<AiPromptErrorKey, keyof typeof contract.codes>,
] = [true, true];
void keysMatch;

/** The whole contract, as contract.json holds it. */
export const AI_PROMPTS_CONTRACT: AiPromptsContract = {
	...contract,
	scopes: contract.scopes as readonly AiPromptScope[],
	visibilities: contract.visibilities as readonly AiPromptVisibility[],
} satisfies AiPromptsContract;

/** The kinds of block a prompt may be for, in the order a form lists them. */
export const AI_PROMPT_SCOPES: readonly AiPromptScope[] = AI_PROMPTS_CONTRACT.scopes;

/** The code of the 400 whose `data.errors` names each invalid property (`name`, `text`, `scopes`, `visibility`). */
export const AI_PROMPT_INVALID_CODE: string = contract.codes.invalid;
/** The code of the 409 for a name already used by a prompt the author can see. */
export const AI_PROMPT_NAME_TAKEN_CODE: string = contract.codes.nameTaken;
