import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/** The height a block is taken to have before it was ever drawn in the canvas. */
export const UNDRAWN_BLOCK_SIZE = '160px';

/**
 * How every block registered here sits in the editor's canvas: laid out and painted only near
 * the viewport (`content-visibility: auto`), with the height it last had (or 160 px before it
 * first showed) standing in meanwhile. A block far from the caret then costs typing nothing:
 * the browser's editing and layout skip it, where a post of many forms, maps and contact cards
 * otherwise made every keystroke walk all of their elements. The containment it implies (the
 * block is its own formatting context and clips what overflows its box) is the same on screen
 * and off, so nothing moves when a block scrolls into view or is selected.
 */
export const CANVAS_WRAPPER_STYLE = {
	contentVisibility: 'auto',
	containIntrinsicBlockSize: `auto ${UNDRAWN_BLOCK_SIZE}`,
} as const;

type EditWrapperProps = ReturnType<NonNullable<BlockConfiguration['getEditWrapperProps']>>;

/**
 * `getEditWrapperProps` with {@link CANVAS_WRAPPER_STYLE} added to what the block's own gives
 * (its `style` wins where both set a property). The editor merges a `style` object into the
 * block's wrapper; the type of `getEditWrapperProps` lists scalar values only.
 */
function withCanvasStyle<Attributes extends Record<string, unknown>>(
	own: BlockConfiguration<Attributes>['getEditWrapperProps']
): (attributes: Attributes) => EditWrapperProps {
	return (attributes) => {
		const props: Record<string, unknown> = own?.(attributes) ?? {};
		const style = typeof props.style === 'object' && props.style !== null ? props.style : {};
		return { ...props, style: { ...CANVAS_WRAPPER_STYLE, ...style } } as unknown as EditWrapperProps;
	};
}

/**
 * Registers a block under `name` from its block.json (`metadata`) and what block.json cannot
 * hold (`settings`: icon, edit, save, deprecations), unless a block of that name is registered
 * already. Each package's register functions may run more than once on a page (a plugin that
 * bundles one block, and the suite): the first registration stands, the others do nothing.
 * The block's wrapper in the editor's canvas gets {@link CANVAS_WRAPPER_STYLE}.
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
	registerBlockType<Attributes>({ ...metadata, name } as unknown as BlockConfiguration<Attributes>, {
		...settings,
		getEditWrapperProps: withCanvasStyle(settings.getEditWrapperProps),
	});
}
