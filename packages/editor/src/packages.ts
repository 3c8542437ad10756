import { registerAiAssistant } from '@blockyard/ai-assistant';
import { registerContentBlocks } from '@blockyard/content';
import { registerFormsBlocks } from '@blockyard/forms';
import { registerUiBlocks } from '@blockyard/ui';

/**
 * Every Blockyard package the host knows, with the call that registers its
 * blocks and extensions. Adding a package is one line here (and its dependency
 * in package.json).
 */
export const packageRegistrars = {
	'ai-assistant': () => registerAiAssistant(),
	content: () => registerContentBlocks(),
	forms: () => registerFormsBlocks(),
	ui: () => registerUiBlocks(),
} satisfies Record<string, () => void>;

export type BlockyardPackageName = keyof typeof packageRegistrars;

export const blockyardPackageNames = Object.keys(packageRegistrars) as ReadonlyArray<BlockyardPackageName>;
