import {
	createBlock,
	findTransform,
	getBlockTransforms,
	getBlockType,
	serialize,
	switchToBlockType,
} from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerMediaBlocks } from '../../index';
import { registerCoreVideoStandIn } from '../../video-helpers/test/video-blocks';
import metadata from './block.json';
import { registerVideoBlock, VIDEO_BLOCK_NAME } from './index';

describe('registerVideoBlock', () => {
	it('registers the block once, with every attribute’s default', () => {
		expect(VIDEO_BLOCK_NAME).toBe(metadata.name);
		registerVideoBlock();
		registerVideoBlock();
		registerMediaBlocks();
		const blockType = getBlockType(VIDEO_BLOCK_NAME);
		expect(blockType?.title).toBe('VideoPress');
		expect(blockType?.category).toBe('media');
		expect(blockType?.attributes).toMatchObject({
			autoplay: { type: 'boolean', default: false },
			caption: { type: 'string', source: 'html', selector: 'figcaption' },
			controls: { type: 'boolean', default: true },
			guid: { type: 'string' },
			id: { type: 'number' },
			loop: { type: 'boolean', default: false },
			maxWidth: { type: 'string', default: '100%' },
			muted: { type: 'boolean', default: false },
			playsinline: { type: 'boolean', default: false },
			poster: { type: 'string' },
			preload: { type: 'string', default: 'metadata' },
			seekbarColor: { type: 'string', default: '' },
			seekbarLoadingColor: { type: 'string', default: '' },
			seekbarPlayedColor: { type: 'string', default: '' },
			src: { type: 'string' },
			useAverageColor: { type: 'boolean', default: true },
			videoPressTracks: { type: 'array', default: [] },
			videoPressClassNames: { type: 'string' },
			isVideoPressExample: { type: 'boolean', default: false },
			fileForImmediateUpload: { type: 'object' },
			title: { type: 'string', default: '' },
			description: { type: 'string', default: '' },
		});
		expect(blockType?.deprecated).toHaveLength(2);
	});

	it('never writes the file waiting for its upload into the post', () => {
		registerVideoBlock();
		const file = new File(['x'], 'holiday.mp4', { type: 'video/mp4' });
		const block = createBlock(VIDEO_BLOCK_NAME, { fileForImmediateUpload: file, title: 'Holiday' });
		const html = serialize([block]);
		expect(html).not.toContain('fileForImmediateUpload');
		expect(html).toContain('"title":"Holiday"');
	});

	it('turns a core video block and dropped video files into itself', () => {
		registerVideoBlock();
		registerCoreVideoStandIn();
		const core = createBlock('core/video', {
			id: 31,
			src: 'http://site.test/harbour.mp4',
			caption: 'Boats',
			playsInline: true,
		});
		const [converted] = switchToBlockType(core, VIDEO_BLOCK_NAME) ?? [];
		expect(converted?.name).toBe(VIDEO_BLOCK_NAME);
		expect(converted?.attributes).toMatchObject({
			id: 31,
			src: 'http://site.test/harbour.mp4',
			caption: 'Boats',
			playsinline: true,
		});

		const file = new File(['x'], 'harbour.mp4', { type: 'video/mp4' });
		const fromFiles = findTransform(
			getBlockTransforms('from', VIDEO_BLOCK_NAME),
			(transform) => transform.type === 'files' && transform.isMatch?.([file]) === true
		) as { transform: (files: File[]) => { attributes: Record<string, unknown> }[] } | null;
		expect(fromFiles?.transform([file])[0]?.attributes['fileForImmediateUpload']).toBe(file);
		const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
		expect(
			findTransform(
				getBlockTransforms('from', VIDEO_BLOCK_NAME),
				(transform) => transform.type === 'files' && transform.isMatch?.([file, notes]) === true
			)
		).toBeNull();
	});
});
