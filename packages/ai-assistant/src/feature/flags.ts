/** The site feature flag (host `site.features`) that turns the AI assistant on. */
export const AI_ASSISTANT_FLAG = 'ai-assistant';
/** The flag that shows the AI Playground panel (Gutenberg syntax, GPT-4, custom system prompt). */
export const AI_PLAYGROUND_FLAG = 'ai-assistant-playground';
