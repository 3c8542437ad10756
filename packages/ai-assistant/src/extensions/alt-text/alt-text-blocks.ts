import type { Block } from '@wordpress/blocks';

import { ALT_TEXT_BLOCKS, isAltTextBlockName } from './alt-text-block-names';

/** One image of a block, as an alt text suggestion reads it. */
export interface BlockImage {
	/** Its address; a `blob:` one while it uploads. */
	readonly url: string;
	/** Its text alternative as the block has it; empty for none. */
	readonly alt: string;
	/** Its caption as plain text; empty for none. */
	readonly caption: string;
}

const stringOf = (value: unknown): string =>
	typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** A caption's plain text: the image block keeps rich text (HTML), the galleries plain text. */
function plainCaption(value: unknown): string {
	const html = stringOf(value);
	if (!html.includes('<') && !html.includes('&')) {
		return html.trim();
	}
	// Parsed inert: a template's content runs no script and fetches nothing.
	const template = document.createElement('template');
	template.innerHTML = html;
	return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const imageOf = (attributes: Readonly<Record<string, unknown>>): BlockImage => ({
	url: stringOf(attributes.url),
	alt: stringOf(attributes.alt),
	caption: plainCaption(attributes.caption),
});

const listOf = (attributes: Readonly<Record<string, unknown>>): readonly Record<string, unknown>[] =>
	Array.isArray(attributes.images)
		? attributes.images.filter(
				(image): image is Record<string, unknown> => typeof image === 'object' && image !== null
			)
		: [];

/**
 * The images of a block, in its order, each with its address, its alt text and its caption;
 * none for a block that gets no alt text suggestions or has no image yet.
 *
 * @example
 * imagesOf(createBlock('core/image', { url: 'https://site.test/bee.jpg', alt: '' }));
 * // [{ url: 'https://site.test/bee.jpg', alt: '', caption: '' }]
 */
export function imagesOf(block: Pick<Block, 'name' | 'attributes'>): readonly BlockImage[] {
	if (!isAltTextBlockName(block.name)) {
		return [];
	}
	if (ALT_TEXT_BLOCKS[block.name] === 'one') {
		const image = imageOf(block.attributes);
		return image.url === '' ? [] : [image];
	}
	return listOf(block.attributes)
		.map(imageOf)
		.filter((image) => image.url !== '');
}

/**
 * The attributes to update for the block's image `index` (as {@link imagesOf} counts them) to
 * have the alt text `alt`: one attribute update, so one undo step. Undefined when there is no
 * such image.
 *
 * @example
 * updateBlockAttributes(clientId, withAltText(block, 0, 'A bee on a lavender flower.'));
 */
export function withAltText(
	block: Pick<Block, 'name' | 'attributes'>,
	index: number,
	alt: string
): Record<string, unknown> | undefined {
	if (!isAltTextBlockName(block.name) || imagesOf(block)[index] === undefined) {
		return undefined;
	}
	if (ALT_TEXT_BLOCKS[block.name] === 'one') {
		return { alt };
	}
	let seen = -1;
	return {
		images: listOf(block.attributes).map((image) => {
			if (stringOf(image.url) === '') {
				return image;
			}
			seen += 1;
			return seen === index ? { ...image, alt } : image;
		}),
	};
}
