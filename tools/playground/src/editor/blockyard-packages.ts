import type { BlockyardPackageName } from '@blockyard/editor';
import { registerBlockyardCategories, type BlockTierChoice } from '@blockyard/ui';

import { orderedBlockStyles, type BlockStyles } from './block-styles';

/** What the playground takes from one Blockyard package once its code has loaded. */
export interface PlaygroundPackage {
	/** Registers its blocks of the tiers the host allows, its extensions (and its stores, in WordPress's registry). */
	readonly register: (tiers: BlockTierChoice) => void;
	/** Its blocks' style.css and editor.css as text, for the page and the canvas iframe. */
	readonly styles: BlockStyles;
}

/**
 * Each package behind a dynamic `import()`: its code, and its blocks' styles,
 * load only when the address asks for it (`?packages=`), so the core-only
 * editor loads none of Blockyard's block code. `@blockyard/editor`'s
 * `registerBlockyard()` imports every package at once, as WordPress's editor
 * script wants; the playground registers the same packages this way instead,
 * and gives the registry its host itself (see start-editor.tsx).
 */
export const playgroundPackages = {
	'ai-assistant': () => import('./packages/ai-assistant'),
	content: () => import('./packages/content'),
	embeds: () => import('./packages/embeds'),
	forms: () => import('./packages/forms'),
	media: () => import('./packages/media'),
	payments: () => import('./packages/payments'),
	ui: () => import('./packages/ui'),
} satisfies Record<BlockyardPackageName, () => Promise<{ readonly default: PlaygroundPackage }>>;

/**
 * The named packages' code, fetched in parallel, in the given order. Nothing
 * registers yet: the page's first script starts this beside the editor's own
 * code (boot.ts), and the editor registers them once its registry is ready.
 */
export async function loadPlaygroundPackages(
	names: readonly BlockyardPackageName[]
): Promise<readonly PlaygroundPackage[]> {
	return Promise.all(names.map(async (name) => (await playgroundPackages[name]()).default));
}

/**
 * Registers loaded packages in their order, with the blocks of the tiers `tiers` allows, after
 * Blockyard's block categories (as `registerBlockyard()` does); their blocks' styles, each once,
 * in a stable order.
 */
export function registerPlaygroundPackages(
	loaded: readonly PlaygroundPackage[],
	tiers: BlockTierChoice = {}
): string[] {
	registerBlockyardCategories();
	for (const { register } of loaded) {
		register(tiers);
	}
	return orderedBlockStyles(loaded.map(({ styles }) => styles));
}
