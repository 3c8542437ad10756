import { aiAssistantStore, registerAiAssistant } from '@blockyard/ai-assistant';
import { registerContentBlocks } from '@blockyard/content';
import { registerEmbedsBlocks } from '@blockyard/embeds';
import { registerFormsBlocks } from '@blockyard/forms';
import { registerMediaBlocks } from '@blockyard/media';
import { registerPaymentsBlocks } from '@blockyard/payments';
import { registerUiBlocks, type BlockTierChoice, type registerStoreOnce } from '@blockyard/ui';

/** A data store a package keeps one editor's state in. */
type SessionStore = Parameters<typeof registerStoreOnce>[0];

interface BlockyardPackage {
	/**
	 * Registers the package's blocks of the tiers the host allows, its extensions (and its stores
	 * in WordPress's registry).
	 */
	readonly register: (tiers: BlockTierChoice) => void;
	/** The stores of its per-editor state, for an editor with a registry of its own. */
	readonly stores: readonly SessionStore[];
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
	'ai-assistant': { register: registerAiAssistant, stores: [aiAssistantStore] },
	content: { register: registerContentBlocks, stores: [] },
	embeds: { register: registerEmbedsBlocks, stores: [] },
	forms: { register: registerFormsBlocks, stores: [] },
	media: { register: registerMediaBlocks, stores: [] },
	payments: { register: registerPaymentsBlocks, stores: [] },
	ui: { register: registerUiBlocks, stores: [] },
};
