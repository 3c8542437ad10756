/** The AI Assistant block's registered name (a module of its own: registration needs only this). */
export const AI_ASSISTANT_BLOCK_NAME = 'blockyard/ai-assistant';
