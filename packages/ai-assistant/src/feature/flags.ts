/** The site feature flag (host `site.features`) that turns the AI assistant on. */
export const AI_ASSISTANT_FLAG = 'ai-assistant';
/** The flag that shows the AI Playground panel (Gutenberg syntax, GPT-4, custom system prompt). */
export const AI_PLAYGROUND_FLAG = 'ai-assistant-playground';
/**
 * The flag that offers ghost text: a continuation of the paragraph being written, in grey after
 * a pause in typing, which Tab takes in.
 */
export const AI_GHOST_TEXT_FLAG = 'ai-ghost-text';
