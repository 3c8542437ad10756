import { DEFAULT_IMAGE_PROMPT } from '@blockyard/api-client';
import type { UploadedMedia } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import imageMetadata from '@wordpress/block-library/build-module/image/block.json';
import {
	createBlock,
	getBlockType,
	registerBlockType,
	type Block,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { aiAssistantStore } from '../../../store';
import { createFakeAiService, FREE_FEATURE, type FakeAiService } from '../../../test/fake-ai-service';
import { createTestHost, renderHookWithHost, type TestHost } from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import { useImageGeneration } from './use-image-generation';

const GENERIC =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';

// 'PNG!' and 'PNG?' as base64, as the service sends them, and as the data URLs the block offers.
const PNGS = ['UE5HIQ==', 'UE5HPw=='];
const IMAGES = PNGS.map((png) => `data:image/png;base64,${png}`);
const UPLOADED: UploadedMedia = {
	id: 42,
	url: 'https://example.com/wp-content/uploads/jetpack_ai_image.png',
	mime: 'image/png',
	alt: '',
};

interface Deferred<T> {
	readonly promise: Promise<T>;
	resolve(value: T): void;
	reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}

let service: FakeAiService;
let host: TestHost;
let aiBlock: Block;

beforeAll(() => {
	// core/image as WordPress defines its attributes (caption is rich text); its editor parts are not needed.
	if (!getBlockType('core/image')) {
		const settings = { edit: () => null, save: () => null } as unknown as Parameters<
			typeof registerBlockType
		>[1];
		registerBlockType(imageMetadata as unknown as BlockConfiguration, settings);
	}
	if (!getBlockType('blockyard/ai-assistant')) {
		registerBlockType('blockyard/ai-assistant', {
			apiVersion: 3,
			title: 'AI Assistant',
			category: 'text',
			attributes: { requestedPrompt: { type: 'string' } },
			edit: () => null,
			save: () => null,
		});
	}
});

beforeEach(() => {
	service = createFakeAiService({ images: PNGS });
	host = createTestHost({ fetch: service.fetch });
	host.uploadMedia.mockResolvedValue(UPLOADED);
	// Another block before it, so a replacement shows in place.
	const before = createBlock('blockyard/ai-assistant', { requestedPrompt: 'Another block' });
	aiBlock = createBlock('blockyard/ai-assistant');
	void dispatch(blockEditorStore).resetBlocks([before, aiBlock]);
});

afterEach(cleanup);

const blocks = () => select(blockEditorStore).getBlocks();

/** The requests for images, in order. */
const imageRequests = () => service.requestsTo('images');

/** The hook in an editor of its own whose plan is known (3 of 20 free requests used). */
function renderGeneration() {
	const setAttributes = vi.fn<(changes: Partial<AiAssistantAttributes>) => void>();
	const view = renderHookWithHost(
		() => useImageGeneration({ clientId: aiBlock.clientId, setAttributes }),
		host
	);
	act(() => void view.registry.dispatch(aiAssistantStore).primeFeature(FREE_FEATURE));
	const feature = () => view.registry.select(aiAssistantStore).getFeature();
	return { ...view, setAttributes, feature };
}

/** Does `action`, then lets every promise that follows settle. */
async function drive(action: () => unknown = () => undefined): Promise<void> {
	await act(async () => {
		void action();
		await new Promise((resolve) => setTimeout(resolve, 0));
	});
}

describe('useImageGeneration', () => {
	it('generates: stores the prompt, asks with the post id, then offers the images', async () => {
		const pending = service.holdNext('images');
		const { result, setAttributes, feature } = renderGeneration();
		expect(result.current.state).toEqual({ status: 'idle' });

		await drive(() => result.current.generate('  A red kite  '));

		expect(setAttributes).toHaveBeenCalledExactlyOnceWith({ requestedPrompt: 'A red kite' });
		expect(result.current.state).toEqual({ status: 'generating', prompt: 'A red kite' });
		expect(result.current.isBusy).toBe(true);
		expect(imageRequests()).toHaveLength(1);
		expect(imageRequests()[0]?.body).toEqual({ prompt: 'A red kite', post_id: 7 });

		await drive(() => pending.release());

		expect(result.current.state).toEqual({ status: 'choosing', prompt: 'A red kite', images: IMAGES });
		expect(result.current.isBusy).toBe(false);
		expect(feature()?.requestsCount).toBe(4);
	});

	it('falls back to “What would you like to see?” for an empty prompt, and stores and sends it', async () => {
		const { result, setAttributes } = renderGeneration();

		await drive(() => result.current.generate('   '));

		expect(DEFAULT_IMAGE_PROMPT).toBe('What would you like to see?');
		expect(setAttributes).toHaveBeenCalledWith({ requestedPrompt: DEFAULT_IMAGE_PROMPT });
		expect(imageRequests()[0]?.body).toMatchObject({ prompt: DEFAULT_IMAGE_PROMPT });
		expect(result.current.state).toMatchObject({ status: 'choosing', prompt: DEFAULT_IMAGE_PROMPT });
	});

	it('uses an image: uploads it as jetpack_ai_image.png, then replaces the block with a core image', async () => {
		const upload = deferred<UploadedMedia>();
		host.uploadMedia.mockReturnValueOnce(upload.promise);
		const { result } = renderGeneration();
		await drive(() => result.current.generate('A red kite'));

		await drive(() => result.current.use(1));

		expect(result.current.state).toEqual({
			status: 'uploading',
			prompt: 'A red kite',
			images: IMAGES,
			index: 1,
		});
		expect(host.uploadMedia).toHaveBeenCalledTimes(1);
		const file = host.uploadMedia.mock.calls[0]?.[0];
		expect(file).toBeInstanceOf(File);
		expect(file?.name).toBe('jetpack_ai_image.png');
		expect(file?.type).toBe('image/png');
		expect(await file?.text()).toBe('PNG?');
		// Nothing is replaced before the upload is done.
		expect(blocks()[1]?.clientId).toBe(aiBlock.clientId);

		await drive(() => upload.resolve(UPLOADED));

		expect(blocks()).toHaveLength(2);
		const image = blocks()[1];
		expect(image?.name).toBe('core/image');
		expect(image?.attributes).toMatchObject({ id: 42, url: UPLOADED.url, alt: 'A red kite' });
		expect(String(image?.attributes['caption'])).toBe('A red kite');
		expect(select(blockEditorStore).getBlock(aiBlock.clientId)).toBeNull();
	});

	it('keeps the prompt as text in the caption, not markup', async () => {
		const { result } = renderGeneration();
		await drive(() => result.current.generate('Cats <b>& dogs</b>'));

		await drive(() => result.current.use(0));

		const caption = blocks()[1]?.attributes['caption'] as { toPlainText(): string };
		expect(caption.toPlainText()).toBe('Cats <b>& dogs</b>');
		expect(blocks()[1]?.attributes['alt']).toBe('Cats <b>& dogs</b>');
	});

	it('shows the generic message when the generation fails, and Try again generates again', async () => {
		service.replyNext('images', {
			status: 500,
			body: { code: 'internal_server_error', message: 'Oops' },
		});
		const { result } = renderGeneration();

		await drive(() => result.current.generate('A red kite'));

		expect(result.current.state).toEqual({
			status: 'error',
			prompt: 'A red kite',
			images: [],
			error: { code: 'error_unknown', message: GENERIC, retryable: true },
			failedIndex: undefined,
		});
		expect(result.current.isQuotaError).toBe(false);

		await drive(() => result.current.retry());

		expect(imageRequests()).toHaveLength(2);
		expect(imageRequests()[1]?.body).toMatchObject({ prompt: 'A red kite' });
		expect(result.current.state).toMatchObject({ status: 'choosing', images: IMAGES });
	});

	it('shows the generic message when the service returns no image', async () => {
		service.replyNext('images', { status: 200, body: { data: [] } });
		const { result } = renderGeneration();

		await drive(() => result.current.generate('A red kite'));

		expect(result.current.state).toMatchObject({ status: 'error', error: { message: GENERIC } });
	});

	it('shows the generic message when the upload fails, keeps the images, and Try again uploads again', async () => {
		host.uploadMedia.mockRejectedValueOnce(
			new Error('Sorry, you are not allowed to upload this file type.')
		);
		const { result } = renderGeneration();
		await drive(() => result.current.generate('A red kite'));

		await drive(() => result.current.use(0));

		expect(result.current.state).toMatchObject({
			status: 'error',
			images: IMAGES,
			failedIndex: 0,
			error: { code: 'error_unknown', message: GENERIC },
		});
		expect(blocks()[1]?.name).toBe('blockyard/ai-assistant');

		await drive(() => result.current.retry());

		expect(host.uploadMedia).toHaveBeenCalledTimes(2);
		expect(blocks()[1]?.name).toBe('core/image');
	});

	it('marks the site over its limit on a quota error, for the block’s banner', async () => {
		service.replyNext('images', { status: 429 });
		const { result, feature } = renderGeneration();

		await drive(() => result.current.generate('A red kite'));

		expect(result.current.isQuotaError).toBe(true);
		expect(result.current.state).toMatchObject({
			status: 'error',
			error: { code: 'error_quota_exceeded', retryable: false },
		});
		expect(feature()).toMatchObject({ isOverLimit: true, siteRequireUpgrade: true });
	});

	it('abandons an earlier generation when a new one starts', async () => {
		const first = service.holdNext('images');
		service.replyNext('images', { status: 200, body: { data: [{ b64_json: PNGS[1] }] } });
		const { result } = renderGeneration();

		await drive(() => result.current.generate('First'));
		await drive(() => result.current.generate('Second'));
		await drive(() => first.release());

		expect(imageRequests()[0]?.signal.aborted).toBe(true);
		expect(result.current.state).toEqual({ status: 'choosing', prompt: 'Second', images: [IMAGES[1]] });
	});

	it('aborts the generation on unmount', async () => {
		service.holdNext('images');
		const { result, unmount } = renderGeneration();
		await drive(() => result.current.generate('A red kite'));

		unmount();

		expect(imageRequests()[0]?.signal.aborted).toBe(true);
	});

	it('does not replace the block when it unmounts during the upload', async () => {
		const upload = deferred<UploadedMedia>();
		host.uploadMedia.mockReturnValueOnce(upload.promise);
		const { result, unmount } = renderGeneration();
		await drive(() => result.current.generate('A red kite'));
		await drive(() => result.current.use(0));

		unmount();
		await drive(() => upload.resolve(UPLOADED));

		expect(blocks()[1]?.name).toBe('blockyard/ai-assistant');
	});

	it('reset goes back to idle', async () => {
		const { result } = renderGeneration();
		await drive(() => result.current.generate('A red kite'));

		await drive(() => result.current.reset());

		expect(result.current.state).toEqual({ status: 'idle' });
	});
});
