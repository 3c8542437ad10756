// Apart from the rest of alt-text-blocks.ts: the editor's filter reads these names for every
// block, so they load with registration; what reads and writes the images loads with the panel.

/**
 * The blocks whose images get alt text suggestions, and where each keeps them: the image block
 * its one image in its own attributes (`url`, `alt`, `caption`), the tiled gallery and the
 * slideshow a list of images (`images`, each with `url`, `alt` and maybe `caption`). Their names
 * and attributes are the blocks' public contracts, so they are read here without their code.
 */
export const ALT_TEXT_BLOCKS = {
	'core/image': 'one',
	'blockyard/tiled-gallery': 'list',
	'blockyard/slideshow': 'list',
} as const satisfies Readonly<Record<string, 'one' | 'list'>>;

export type AltTextBlockName = keyof typeof ALT_TEXT_BLOCKS;

/** Whether blocks named `name` get alt text suggestions for their images. */
export const isAltTextBlockName = (name: string): name is AltTextBlockName =>
	Object.hasOwn(ALT_TEXT_BLOCKS, name);
