// Test-only: a paid block of the tests' own under a paid block's name, whose edit shows a line of
// text, in place of the package's block of that name when it has registered one: the banners'
// tests need a block whose edit asks nothing of the site.
import { getBlockType, registerBlockType, unregisterBlockType } from '@wordpress/blocks';

/** Registers the stand-in named `name` (the `blocks.registerBlockType` filters apply as always). */
export function registerStandInBlock(name: string, text: string): void {
	if (getBlockType(name)) {
		unregisterBlockType(name);
	}
	registerBlockType(name, {
		apiVersion: 3,
		title: name,
		category: 'widgets',
		attributes: { title: { type: 'string' } },
		edit: () => <p>{text}</p>,
		save: () => null,
	});
}
