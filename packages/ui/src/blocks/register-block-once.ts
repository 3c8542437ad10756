import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Registers a block under `name` from its block.json (`metadata`) and what block.json cannot
 * hold (`settings`: icon, edit, save, deprecations), unless a block of that name is registered
 * already. Each package's register functions may run more than once on a page (a plugin that
 * bundles one block, and the suite): the first registration stands, the others do nothing.
 *
 * `metadata` is passed as block.json says it. A JSON import widens its string unions (an
 * `align` list, an attribute's `enum`) to `string` and types its example's attribute values
 * as definitions, so it cannot be typed as a block configuration; the registry checks it.
 *
 * @example
 * registerBlockOnce<PhoneAttributes>(PHONE_BLOCK_NAME, metadata, {
 * 	icon: mobile,
 * 	edit: lazyBlockEdit<PhoneAttributes>(() => import('./edit')),
 * 	save,
 * });
 */
export function registerBlockOnce<Attributes extends Record<string, unknown>>(
	name: string,
	metadata: object,
	settings: Partial<BlockConfiguration<Attributes>>
): void {
	if (getBlockType(name)) {
		return;
	}
	registerBlockType<Attributes>(
		{ ...metadata, name } as unknown as BlockConfiguration<Attributes>,
		settings
	);
}
