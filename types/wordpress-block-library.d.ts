// @wordpress/block-library 11 ships no type declarations. Only what @blockyard/editor uses.
declare module '@wordpress/block-library' {
	/** Registers every core block (paragraph, heading, image, …). */
	export function registerCoreBlocks(): void;
}
