// Registers the core blocks these tests need, from @wordpress/block-library's own block.json,
// save, transforms and deprecations, without their editor parts.
//
// Why not `registerCoreBlocks()`: the shared vitest config pre-bundles @wordpress/blocks,
// block-editor, compose, … but not block-library, so block-library's imports of
// @wordpress/rich-text and @wordpress/private-apis load a second copy of those packages,
// and their `unlock()` of the pre-bundled packages' private APIs throws at import time
// ("Cannot unlock an object that was not locked before"). The modules imported here avoid
// both, except list and code transforms, which import @wordpress/rich-text for their
// paragraph-to-list / paragraph-to-code transforms only: a test that imports this file
// must mock it: `vi.mock('@wordpress/rich-text', () => import('./test/rich-text-stub'))`. Raw (HTML) transforms never use it.
import {
	getBlockType,
	registerBlockType,
	setFreeformContentHandlerName,
	setUnregisteredTypeHandlerName,
	type BlockConfiguration,
} from '@wordpress/blocks';
import codeMetadata from '@wordpress/block-library/build-module/code/block.json';
import codeSave from '@wordpress/block-library/build-module/code/save.mjs';
import codeTransforms from '@wordpress/block-library/build-module/code/transforms.mjs';
import freeformMetadata from '@wordpress/block-library/build-module/freeform/block.json';
import groupMetadata from '@wordpress/block-library/build-module/group/block.json';
import groupSave from '@wordpress/block-library/build-module/group/save.mjs';
import headingMetadata from '@wordpress/block-library/build-module/heading/block.json';
import headingSave from '@wordpress/block-library/build-module/heading/save.mjs';
import headingTransforms from '@wordpress/block-library/build-module/heading/transforms.mjs';
import imageMetadata from '@wordpress/block-library/build-module/image/block.json';
import imageSave from '@wordpress/block-library/build-module/image/save.mjs';
import listItemMetadata from '@wordpress/block-library/build-module/list-item/block.json';
import listItemSave from '@wordpress/block-library/build-module/list-item/save.mjs';
import listItemTransforms from '@wordpress/block-library/build-module/list-item/transforms.mjs';
import listMetadata from '@wordpress/block-library/build-module/list/block.json';
import listSave from '@wordpress/block-library/build-module/list/save.mjs';
import listTransforms from '@wordpress/block-library/build-module/list/transforms.mjs';
import missingMetadata from '@wordpress/block-library/build-module/missing/block.json';
import paragraphMetadata from '@wordpress/block-library/build-module/paragraph/block.json';
import paragraphSave from '@wordpress/block-library/build-module/paragraph/save.mjs';
import paragraphTransforms from '@wordpress/block-library/build-module/paragraph/transforms.mjs';
import preformattedMetadata from '@wordpress/block-library/build-module/preformatted/block.json';
import preformattedSave from '@wordpress/block-library/build-module/preformatted/save.mjs';
import preformattedTransforms from '@wordpress/block-library/build-module/preformatted/transforms.mjs';
import quoteMetadata from '@wordpress/block-library/build-module/quote/block.json';
import quoteSave from '@wordpress/block-library/build-module/quote/save.mjs';
import quoteTransforms from '@wordpress/block-library/build-module/quote/transforms.mjs';
import separatorMetadata from '@wordpress/block-library/build-module/separator/block.json';
import separatorSave from '@wordpress/block-library/build-module/separator/save.mjs';
import separatorTransforms from '@wordpress/block-library/build-module/separator/transforms.mjs';
import tableMetadata from '@wordpress/block-library/build-module/table/block.json';
import tableSave from '@wordpress/block-library/build-module/table/save.mjs';
import tableTransforms from '@wordpress/block-library/build-module/table/transforms.mjs';
import { createElement, RawHTML } from '@wordpress/element';

const noEdit = () => null;

/**
 * `core/html` as WordPress 6.5 to 6.7 register it: its markup kept as it is (block-library 11
 * keeps it in the comment and renders it on the server instead). What an AI reply must
 * never be turned into.
 */
const htmlMetadata = {
	apiVersion: 3,
	name: 'core/html',
	title: 'Custom HTML',
	category: 'widgets',
	attributes: { content: { type: 'string', source: 'raw' } },
	supports: { customClassName: false, className: false, html: false },
};
const htmlSave = ({ attributes }: { attributes: { content?: string } }) =>
	createElement(RawHTML, null, attributes.content ?? '');

const blocks: ReadonlyArray<readonly [metadata: unknown, save?: unknown, transforms?: unknown]> = [
	[paragraphMetadata, paragraphSave, paragraphTransforms],
	[headingMetadata, headingSave, headingTransforms],
	[listMetadata, listSave, listTransforms],
	[listItemMetadata, listItemSave, listItemTransforms],
	[quoteMetadata, quoteSave, quoteTransforms],
	[codeMetadata, codeSave, codeTransforms],
	[preformattedMetadata, preformattedSave, preformattedTransforms],
	[separatorMetadata, separatorSave, separatorTransforms],
	[tableMetadata, tableSave, tableTransforms],
	// Blocks an AI reply in block syntax may name, which Accept must not keep.
	[htmlMetadata, htmlSave],
	[imageMetadata, imageSave],
	[groupMetadata, groupSave],
	// Their real save functions are dynamic (PHP) or editor-only; they only have to exist.
	[freeformMetadata, () => null],
	[missingMetadata, () => null],
];

/** Registers the blocks once, and the freeform and unregistered-type handlers as WordPress does. */
export function registerTestCoreBlocks(): void {
	for (const [metadata, save, transforms] of blocks) {
		const configuration = metadata as BlockConfiguration;
		if (getBlockType(configuration.name)) {
			continue;
		}
		// The modules are untyped; registerBlockType checks their shape at run time.
		const settings = { edit: noEdit, save, ...(transforms === undefined ? {} : { transforms }) };
		registerBlockType(configuration, settings as unknown as Parameters<typeof registerBlockType>[1]);
	}
	setFreeformContentHandlerName('core/freeform');
	setUnregisteredTypeHandlerName('core/missing');
}
