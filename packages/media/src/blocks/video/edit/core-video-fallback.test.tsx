import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerCoreVideoStandIn } from '../../../video-helpers/test/video-blocks';
import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../index';
import { fallbackOf } from './core-video-fallback';
import { MEDIA_ID, renderVideoEdit, storedVideo, videoService } from './settings/test/test-video-service';

beforeAll(() => {
	registerVideoBlock();
	registerCoreVideoStandIn();
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const editor = () => select(blockEditorStore) as unknown as { getBlocks(): Block[] };

const ATTRIBUTES = {
	id: MEDIA_ID,
	guid: 'Hb7xQ2pL',
	src: 'http://site.test/wp-content/uploads/harbour.mp4',
	poster: 'http://site.test/wp-content/uploads/harbour.png',
	caption: 'The harbour',
	autoplay: true,
	muted: true,
	playsinline: true,
	loop: false,
	controls: true,
	preload: 'none' as const,
};

/** The post holds the hosted video block; its edit shows. */
function editVideoInPost() {
	const block = createBlock(VIDEO_BLOCK_NAME, ATTRIBUTES);
	(dispatch(blockEditorStore) as unknown as { resetBlocks(blocks: Block[]): void }).resetBlocks([block]);
	return renderVideoEdit(ATTRIBUTES, { clientId: block.clientId });
}

describe('fallbackOf', () => {
	it('falls back for an item not hosted, not found or not readable, never while it loads', () => {
		expect(fallbackOf({ status: 'not-hosted', exists: true })).toEqual({ fallBack: true, keepId: true });
		expect(fallbackOf({ status: 'not-hosted', exists: false })).toEqual({
			fallBack: true,
			keepId: false,
		});
		expect(fallbackOf({ status: 'failed', exists: false })).toEqual({ fallBack: true, keepId: true });
		for (const status of ['none', 'loading', 'ready'] as const) {
			expect(fallbackOf({ status, exists: true }).fallBack).toBe(false);
		}
	});
});

describe('a hosted video whose media item is not a hosted video', () => {
	it('becomes a core video block, without the guid, when its media item is not found', async () => {
		videoService('missing');
		editVideoInPost();
		await waitFor(() => expect(editor().getBlocks()[0]?.name).toBe('core/video'));
		expect(editor().getBlocks()[0]?.attributes).toEqual({
			src: ATTRIBUTES.src,
			poster: ATTRIBUTES.poster,
			caption: 'The harbour',
			autoplay: true,
			muted: true,
			playsInline: true,
			loop: false,
			controls: true,
			preload: 'none',
		});
	});

	it('keeps the media id when the item is a file the service does not host', async () => {
		videoService(null);
		editVideoInPost();
		await waitFor(() => expect(editor().getBlocks()[0]?.name).toBe('core/video'));
		expect(editor().getBlocks()[0]?.attributes).toMatchObject({ id: MEDIA_ID, src: ATTRIBUTES.src });
		expect(editor().getBlocks()[0]?.attributes).not.toHaveProperty('guid');
	});

	it('stays a hosted video when its media item is one', async () => {
		const service = videoService(storedVideo());
		const view = editVideoInPost();
		await waitFor(() => expect(service.requests).toContain(`GET /wp-json/wp/v2/media/${MEDIA_ID}`));
		await view.findByRole('combobox', { name: 'Rating' });
		expect(editor().getBlocks()[0]?.name).toBe(VIDEO_BLOCK_NAME);
	});

	it('becomes a core video block, keeping the media id, when the site answers the media item with a server error', async () => {
		const service = videoService(storedVideo());
		service.mediaFailing = true;
		editVideoInPost();
		await waitFor(() => expect(editor().getBlocks()[0]?.name).toBe('core/video'));
		expect(service.requests).toContain(`GET /wp-json/wp/v2/media/${MEDIA_ID}`);
		expect(editor().getBlocks()[0]?.attributes).toMatchObject({ id: MEDIA_ID, src: ATTRIBUTES.src });
		expect(editor().getBlocks()[0]?.attributes).not.toHaveProperty('guid');
	});

	it('becomes a core video block when the site cannot be reached at all, instead of loading for ever', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => {
				throw new TypeError('Failed to fetch');
			})
		);
		editVideoInPost();
		await waitFor(() => expect(editor().getBlocks()[0]?.name).toBe('core/video'));
		expect(editor().getBlocks()[0]?.attributes).toMatchObject({ id: MEDIA_ID, caption: 'The harbour' });
	});

	it('takes the guid from the media item when the block has none (a core video transformed)', async () => {
		videoService(storedVideo());
		const view = renderVideoEdit({ guid: undefined });
		await waitFor(() => expect(view.attributes().guid).toBe('Hb7xQ2pL'));

		// Replace clears the video, and the guid read for it does not come back.
		fireEvent.click(view.getByRole('button', { name: 'Replace' }));
		await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
		expect(view.attributes()).toMatchObject({ id: undefined, guid: undefined, src: undefined });
		expect(view.changes.filter((change) => 'guid' in change)).toEqual([
			{ guid: 'Hb7xQ2pL' },
			{ id: undefined, guid: undefined, src: undefined },
		]);
	});
});
