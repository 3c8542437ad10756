import type { AiErrorCode, AiMessage } from '@blockyard/api-client';

/** Every kind of request the assistant sends. */
export const PROMPT_TYPES = [
	'titleSummary',
	'continue',
	'simplify',
	'correctSpelling',
	'generateTitle',
	'makeLonger',
	'makeShorter',
	'changeTone',
	'summarize',
	'changeLanguage',
	'userPrompt',
	'jetpackFormCustomPrompt',
] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/** The ten tones; `formal` is the default. */
export const TONES = [
	'formal',
	'informal',
	'optimistic',
	'humorous',
	'serious',
	'skeptical',
	'empathetic',
	'confident',
	'passionate',
	'provocative',
] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'formal';

/** The twelve languages offered in menus… */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ar', 'hi', 'ko'] as const;
/** …and three more that have labels (a site in one of them gets it as its default). */
export const EXTRA_LANGUAGES = ['id', 'tl', 'vi'] as const;
export type LanguageCode = (typeof LANGUAGES)[number] | (typeof EXTRA_LANGUAGES)[number];

/** What a prompt is built from. Which fields a prompt type needs is checked by its builder. */
export interface PromptInput {
	/** What the user typed (userPrompt, jetpackFormCustomPrompt). */
	readonly request?: string;
	/** The text to work on (the preceding content, the whole post, or the generated text). */
	readonly content?: string;
	readonly tone?: Tone;
	readonly language?: LanguageCode;
	/** The post title, for titleSummary. */
	readonly postTitle?: string;
	/** Ask for Gutenberg block markup instead of markdown. */
	readonly useGutenbergSyntax?: boolean;
	/** Replaces the default system prompt (the AI Playground's custom prompt). */
	readonly customSystemPrompt?: string;
}

/** A request the assistant can run: its type and what it is built from. */
export interface AiRequest {
	readonly promptType: PromptType;
	readonly input: PromptInput;
}

/** The error a request ends with: a catalogue code, or `error_unknown` with the failure's own message. */
export type AssistantErrorCode = AiErrorCode | 'error_unknown';
export interface AssistantError {
	readonly code: AssistantErrorCode;
	readonly message: string;
	/** Retry is offered (service unavailable, network). */
	readonly retryable: boolean;
}

/** The block's attributes (a type, not an interface, so it fits `Record<string, unknown>`). */
export type AiAssistantAttributes = {
	/** The generated text (markdown, or block markup with useGutenbergSyntax). */
	content?: string;
	/**
	 * `content` as HTML, what visitors see: rendered by the edit whenever `content` changes
	 * and read back from the saved markup, so `save` prints it without a markdown renderer.
	 */
	html?: string;
	/** The text the last request worked on; Try Again and Undo to original bring it back. */
	originalContent?: string;
	/** The prompt type of the last successful non-title reply. */
	promptType?: string;
	/** The messages before the last request; Try Again brings them back. */
	originalMessages: AiMessage[];
	/** The conversation so far (at most 20). */
	messages: AiMessage[];
	/**
	 * What is typed in the prompt and not sent yet: part of the post, so it is an unsaved
	 * change like any other and outlives a reload or a round trip to connect the account.
	 */
	userPrompt?: string;
	useGutenbergSyntax: boolean;
	useGpt4: boolean;
	customSystemPrompt: string;
	/** The prompt of an image request. */
	requestedPrompt?: string;
};
