import { describe, expect, it } from 'vitest';

import { isAltTextBlockName } from './alt-text-block-names';
import { imagesOf, withAltText } from './alt-text-blocks';

const gallery = (name: string) => ({
	name,
	attributes: {
		images: [
			{ id: '1', url: 'https://site.test/a.jpg', alt: 'A hive' },
			{ id: '2', url: '', alt: '' },
			{ id: '3', url: 'https://site.test/c.jpg', alt: '', caption: 'Our bees' },
		],
	},
});

describe('the blocks whose images get alt text suggestions', () => {
	it('are the image, tiled gallery and slideshow blocks', () => {
		expect(
			['core/image', 'blockyard/tiled-gallery', 'blockyard/slideshow', 'core/gallery', 'toString'].map(
				isAltTextBlockName
			)
		).toEqual([true, true, true, false, false]);
	});

	it('read the image block’s one image, its caption as plain text', () => {
		expect(
			imagesOf({
				name: 'core/image',
				attributes: {
					url: 'https://site.test/bee.jpg',
					caption: 'A <em>busy</em> bee &amp; a flower',
				},
			})
		).toEqual([{ url: 'https://site.test/bee.jpg', alt: '', caption: 'A busy bee & a flower' }]);
		expect(imagesOf({ name: 'core/image', attributes: {} })).toEqual([]);
	});

	it.each(['blockyard/tiled-gallery', 'blockyard/slideshow'])(
		'read the images of %s that have an address, in order',
		(name) => {
			expect(imagesOf(gallery(name))).toEqual([
				{ url: 'https://site.test/a.jpg', alt: 'A hive', caption: '' },
				{ url: 'https://site.test/c.jpg', alt: '', caption: 'Our bees' },
			]);
		}
	);

	it('set one image’s alt text in one attribute update, the others as they were', () => {
		expect(
			withAltText({ name: 'core/image', attributes: { url: 'https://site.test/bee.jpg' } }, 0, 'A bee')
		).toEqual({
			alt: 'A bee',
		});
		const block = gallery('blockyard/slideshow');
		expect(withAltText(block, 1, 'Bees on a comb')).toEqual({
			images: [
				block.attributes.images[0],
				block.attributes.images[1],
				{ ...block.attributes.images[2], alt: 'Bees on a comb' },
			],
		});
	});

	it('change nothing for an image that is not there, or a block of another kind', () => {
		expect(withAltText(gallery('blockyard/tiled-gallery'), 2, 'x')).toBeUndefined();
		expect(withAltText({ name: 'core/paragraph', attributes: {} }, 0, 'x')).toBeUndefined();
		expect(imagesOf({ name: 'core/paragraph', attributes: { url: 'https://site.test/a.jpg' } })).toEqual(
			[]
		);
	});
});
