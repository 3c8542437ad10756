import { registerAiAssistant } from '@blockyard/ai-assistant';
import { registerContentBlocks } from '@blockyard/content';
import { registerEmbedsBlocks } from '@blockyard/embeds';
import { registerFormsBlocks } from '@blockyard/forms';
import { registerMediaBlocks } from '@blockyard/media';
import { registerPaymentsBlocks } from '@blockyard/payments';
import { registerUiBlocks, type BlockTierChoice } from '@blockyard/ui';

interface BlockyardPackage {
	/**
	 * Registers the package's blocks of the tiers the host allows and its extensions. Their
	 * per-editor stores are registered by the blocks that read them, in their editor's registry,
	 * the first time they render.
	 */
	readonly register: (tiers: BlockTierChoice) => void;
}

/** Every Blockyard package the host knows, by name. */
export const blockyardPackageNames = [
	'ai-assistant',
	'content',
	'embeds',
	'forms',
	'media',
	'payments',
	'ui',
] as const;

export type BlockyardPackageName = (typeof blockyardPackageNames)[number];

/**
 * What registering each package means. Adding a package is its name above, one
 * entry here, and its dependency in package.json.
 */
export const blockyardPackages: Readonly<Record<BlockyardPackageName, BlockyardPackage>> = {
	'ai-assistant': { register: registerAiAssistant },
	content: { register: registerContentBlocks },
	embeds: { register: registerEmbedsBlocks },
	forms: { register: registerFormsBlocks },
	media: { register: registerMediaBlocks },
	payments: { register: registerPaymentsBlocks },
	ui: { register: registerUiBlocks },
};
