import type { AiFeature } from '@blockyard/api-client';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockType, registerBlockType, type Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { preloadReview } from '../../review/use-review';
import { drive } from '../../test/block-editor';
import { createFakeAiService, FREE_FEATURE, type FakeAiService } from '../../test/fake-ai-service';
import { AI_SITE, createTestHost, renderWithHost } from '../../test/test-host';
import { registerStandInAiBlock, registerTextCoreBlocks } from '../../test/text-core-blocks';
import { AltTextPanel } from './alt-text-panel';

/** Stand-ins of the blocks with images: their attributes, no edit or saved markup of their own. */
function registerImageBlocks(): void {
	const standIn = (name: string, attributes: Record<string, { type: string }>) => {
		if (!getBlockType(name)) {
			registerBlockType(name, {
				apiVersion: 3,
				title: name,
				category: 'media',
				attributes,
				edit: () => null,
				save: () => null,
			});
		}
	};
	standIn('core/image', { url: { type: 'string' }, alt: { type: 'string' }, caption: { type: 'string' } });
	standIn('blockyard/slideshow', { images: { type: 'array' } });
}

beforeAll(async () => {
	registerTextCoreBlocks();
	registerStandInAiBlock();
	registerImageBlocks();
	await preloadReview();
});

afterEach(() => {
	void dispatch(blockEditorStore).resetBlocks([]);
});

const SEEING: AiFeature = { ...FREE_FEATURE, acceptsImages: true };

let service: FakeAiService;

/** The panel of `block`, between two paragraphs, on a site whose AI model sees images or not. */
function renderPanel(block: Block, feature: AiFeature = SEEING) {
	service = createFakeAiService({ feature });
	void dispatch(blockEditorStore).resetBlocks([
		createBlock('core/paragraph', { content: 'Our hives are on the hill.' }),
		block,
		createBlock('core/paragraph', { content: 'The bees fly at dawn.' }),
	]);
	const host = createTestHost({ fetch: service.fetch, site: AI_SITE });
	const view = renderWithHost(<AltTextPanel clientId={block.clientId} />, host);
	fireEvent.click(screen.getByRole('button', { name: 'AI alt text' }));
	return { host, view };
}

async function reply(text: string) {
	await waitFor(() => expect(service.streams).toHaveLength(1));
	await drive(() => service.stream(0).send(text));
	await drive(() => service.stream(0).finish());
}

const attributesOf = (clientId: string) => select(blockEditorStore).getBlockAttributes(clientId);

describe('the AI alt text panel', () => {
	it('sends the image with its caption and the text around it, and applies the reviewed alt text', async () => {
		const image = createBlock('core/image', {
			url: 'https://site.test/bee.jpg',
			alt: '',
			caption: 'Our <strong>queen</strong>',
		});
		const { host } = renderPanel(image);
		expect(await screen.findByText('No alt text yet.')).toBeDefined();
		fireEvent.click(screen.getByRole('button', { name: 'Suggest alt text' }));
		await reply('A bee on a lavender flower.');

		const sent = JSON.stringify(service.requestsTo('query')[0]?.body);
		expect(sent).toContain('https://site.test/bee.jpg');
		expect(sent).toContain('Our queen');
		expect(sent).toContain('Our hives are on the hill.');
		expect(sent).toContain('The bees fly at dawn.');
		expect(
			screen.getByRole('region', { name: 'The AI’s suggestion, with its changes marked' }).textContent
		).toContain('A bee on a lavender flower.');

		fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
		expect(attributesOf(image.clientId)?.alt).toBe('A bee on a lavender flower.');
		expect(host.notify).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
		expect(await screen.findByText('Alt text: A bee on a lavender flower.')).toBeDefined();
	});

	it('offers each image of a slideshow, and changes only the one reviewed', async () => {
		const slideshow = createBlock('blockyard/slideshow', {
			images: [
				{ id: 1, url: 'https://site.test/a.jpg', alt: 'A hive', caption: '' },
				{ id: 2, url: 'https://site.test/b.jpg', alt: '', caption: '' },
			],
		});
		renderPanel(slideshow);
		const second = await screen.findByRole('region', { name: 'Image 2' });
		expect(
			within(screen.getByRole('region', { name: 'Image 1' })).getByText('Alt text: A hive')
		).toBeDefined();
		fireEvent.click(within(second).getByRole('button', { name: 'Suggest alt text' }));
		await reply('Bees on a comb.');
		fireEvent.click(within(second).getByRole('button', { name: 'Accept all' }));

		expect(attributesOf(slideshow.clientId)?.images).toEqual([
			{ id: 1, url: 'https://site.test/a.jpg', alt: 'A hive', caption: '' },
			{ id: 2, url: 'https://site.test/b.jpg', alt: 'Bees on a comb.', caption: '' },
		]);
	});

	it('says the site’s AI model cannot see images, and sends nothing, where it cannot', async () => {
		const { view } = renderPanel(
			createBlock('core/image', { url: 'https://site.test/bee.jpg' }),
			FREE_FEATURE
		);
		expect(
			await within(view.container).findByText(/cannot see images, so it cannot suggest alt text/)
		).toBeDefined();
		expect(screen.queryByRole('button', { name: 'Suggest alt text' })).toBeNull();
		expect(service.requestsTo('query')).toHaveLength(0);
	});

	it('says the image cannot be described when the service refuses it, and changes nothing', async () => {
		const image = createBlock('core/image', { url: 'https://site.test/bee.jpg', alt: 'A bee' });
		const { view } = renderPanel(image);
		fireEvent.click(await screen.findByRole('button', { name: 'Suggest new alt text' }));
		await waitFor(() => expect(service.streams).toHaveLength(1));
		await drive(() =>
			service.stream(0).sendError({ code: 'images_not_accepted', message: 'No images here.' })
		);
		expect(
			await within(view.container).findByText(
				'The site’s AI model cannot see images, so it cannot describe this one.'
			)
		).toBeDefined();
		expect(attributesOf(image.clientId)?.alt).toBe('A bee');
	});

	it('asks nothing for an image still uploading', async () => {
		const { view } = renderPanel(createBlock('core/image', { url: 'blob:https://site.test/1' }));
		fireEvent.click(await screen.findByRole('button', { name: 'Suggest alt text' }));
		await drive();
		expect(within(view.container).getByText(/The image is still uploading/)).toBeDefined();
		expect(service.requestsTo('query')).toHaveLength(0);
	});
});
