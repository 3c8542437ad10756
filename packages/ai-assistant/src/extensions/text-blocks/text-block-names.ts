/** The core blocks that get the AI Assistant dropdown (a module of its own: the filter needs only this). */
export const TEXT_BLOCK_NAMES = ['core/paragraph', 'core/heading', 'core/list', 'core/list-item'] as const;
export type TextBlockName = (typeof TEXT_BLOCK_NAMES)[number];

export function isTextBlockName(name: unknown): name is TextBlockName {
	return typeof name === 'string' && (TEXT_BLOCK_NAMES as readonly string[]).includes(name);
}
