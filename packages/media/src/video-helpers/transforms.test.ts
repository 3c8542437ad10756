import { beforeAll, describe, expect, it } from 'vitest';

import { registerVideoBlockStandIn } from './test/video-blocks';
import { areAllVideos, fromCoreVideo, fromVideoFiles, videoTransforms } from './transforms';

beforeAll(registerVideoBlockStandIn);

describe('the hosted video block’s transforms', () => {
	it('are the core video’s and the video files’', () => {
		expect(videoTransforms.from).toEqual([fromCoreVideo, fromVideoFiles]);
	});

	it('turns a core video into the hosted video block with its file, caption, poster and playing options', () => {
		const block = fromCoreVideo.transform({
			id: 31,
			src: 'https://site.test/wp-content/uploads/trip.mp4',
			caption: 'Our <em>trip</em>',
			poster: 'https://site.test/wp-content/uploads/trip.jpg',
			autoplay: true,
			loop: true,
			muted: true,
			playsInline: true,
			controls: false,
			preload: 'none',
		});
		expect(block.name).toBe('blockyard/video');
		expect(block.attributes).toMatchObject({
			id: 31,
			src: 'https://site.test/wp-content/uploads/trip.mp4',
			caption: 'Our <em>trip</em>',
			poster: 'https://site.test/wp-content/uploads/trip.jpg',
			autoplay: true,
			loop: true,
			muted: true,
			playsinline: true,
			controls: false,
			preload: 'none',
		});
		expect(block.attributes.guid).toBeUndefined();
	});

	it('keeps a guid the core video has, and the player’s defaults where the core video says nothing', () => {
		const block = fromCoreVideo.transform({ id: 31, guid: 'OcobLTqC' });
		expect(block.attributes).toMatchObject({
			guid: 'OcobLTqC',
			id: 31,
			caption: '',
			autoplay: false,
			controls: true,
			preload: 'metadata',
		});
	});

	it('takes files only when every one is a video, one block per file', () => {
		const video = new File(['v'], 'a.mp4', { type: 'video/mp4' });
		const other = new File(['v'], 'b.webm', { type: 'video/webm' });
		const image = new File(['i'], 'c.png', { type: 'image/png' });
		expect(areAllVideos([video, other])).toBe(true);
		expect(areAllVideos([video, image])).toBe(false);
		expect(areAllVideos([])).toBe(false);
		expect(fromVideoFiles.isMatch([video, image])).toBe(false);

		const blocks = fromVideoFiles.transform([video, other]);
		expect(blocks.map((block) => block.name)).toEqual(['blockyard/video', 'blockyard/video']);
		expect(blocks.map((block) => block.attributes.fileForImmediateUpload)).toEqual([video, other]);
	});
});
