// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { registerSlideshowBlock } from './slideshow';
import { registerTiledGalleryBlock } from './tiled-gallery';
import { registerVideoBlock } from './video';

/** Registers the block of every folder beside this file. Idempotent, as each of them is. */
export function registerBlockFolders(): void {
	registerSlideshowBlock();
	registerTiledGalleryBlock();
	registerVideoBlock();
}
