import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import metadata from './block.json';
import { registerVideoBlock, VIDEO_BLOCK_NAME } from './index';
import type { VideoAttributes } from './types';

const defaults = (): Record<string, unknown> =>
	Object.fromEntries(
		Object.entries(metadata.attributes).flatMap(([name, schema]) =>
			'default' in schema ? [[name, schema.default]] : []
		)
	);

const SRC = 'https://example.com/wp-content/uploads/holiday.mp4';

/** The saved markup of the attributes, over the defaults as the editor gives them. */
const html = (attributes: Partial<VideoAttributes>) =>
	getSaveContent(VIDEO_BLOCK_NAME, { ...defaults(), ...attributes });

const saved = (attributes: Partial<VideoAttributes>) => {
	const holder = document.createElement('div');
	holder.innerHTML = html(attributes);
	return holder;
};

beforeAll(() => registerVideoBlock());

describe('the saved video', () => {
	it('is the browser’s own player, with its controls and the poster, in a figure', () => {
		const holder = saved({ src: SRC, poster: 'https://example.com/poster.png', guid: 'AbCd1234', id: 7 });
		const video = holder.querySelector('figure.wp-block-blockyard-video > video');
		expect(video?.getAttribute('src')).toBe(SRC);
		expect(video?.getAttribute('poster')).toBe('https://example.com/poster.png');
		expect(video?.hasAttribute('controls')).toBe(true);
		expect(video?.getAttribute('preload')).toBe('metadata');
		for (const name of ['autoplay', 'loop', 'muted', 'playsinline']) {
			expect(video?.hasAttribute(name)).toBe(false);
		}
		expect(holder.querySelector('figcaption')).toBeNull();
		expect(holder.querySelector('script, iframe')).toBeNull();
		expect(holder.querySelector('figure')?.hasAttribute('style')).toBe(false);
	});

	it('carries the player’s settings, its text tracks and caption', () => {
		const holder = saved({
			src: SRC,
			autoplay: true,
			loop: true,
			muted: true,
			playsinline: true,
			controls: false,
			preload: 'none',
			caption: 'The <strong>harbour</strong> at dawn',
			videoPressTracks: [
				{ src: 'https://example.com/en.vtt', kind: 'subtitles', srcLang: 'en', label: 'English' },
				{ src: 'https://example.com/fr.vtt', kind: 'captions', srcLang: 'fr', label: 'Français' },
			],
		});
		const video = holder.querySelector('video');
		for (const name of ['autoplay', 'loop', 'muted', 'playsinline']) {
			expect(video?.hasAttribute(name)).toBe(true);
		}
		expect(video?.hasAttribute('controls')).toBe(false);
		expect(video?.getAttribute('preload')).toBe('none');
		const tracks = Array.from(holder.querySelectorAll('video > track')).map((track) => ({
			src: track.getAttribute('src'),
			kind: track.getAttribute('kind'),
			srclang: track.getAttribute('srclang'),
			label: track.getAttribute('label'),
		}));
		expect(tracks).toEqual([
			{ src: 'https://example.com/en.vtt', kind: 'subtitles', srclang: 'en', label: 'English' },
			{ src: 'https://example.com/fr.vtt', kind: 'captions', srclang: 'fr', label: 'Français' },
		]);
		const caption = holder.querySelector('figure > figcaption.wp-element-caption');
		expect(caption?.innerHTML).toBe('The <strong>harbour</strong> at dawn');
	});

	it('gives the figure its aspect-ratio classes and a maximum width other than the column’s', () => {
		const figure = saved({
			src: SRC,
			videoPressClassNames: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
			maxWidth: '640px',
		}).querySelector('figure');
		expect(figure?.className).toBe('wp-block-blockyard-video wp-embed-aspect-16-9 wp-has-aspect-ratio');
		expect(figure?.getAttribute('style')).toBe('max-width:640px');
	});

	it('saves nothing for a video without its file, or one still uploading', () => {
		expect(html({})).toBe('');
		expect(html({ guid: 'AbCd1234' })).toBe('');
		expect(html({ src: 'blob:http://site.test/1' })).toBe('');
		expect(
			saved({ src: SRC, poster: 'blob:http://site.test/2' })
				.querySelector('video')
				?.hasAttribute('poster')
		).toBe(false);
	});

	it('never saves the settings a native player has no use for, nor the file to upload', () => {
		const markup = html({
			src: SRC,
			seekbarColor: '#ff0000',
			useAverageColor: false,
			title: 'Holiday',
			description: 'At the sea',
		});
		expect(markup).not.toMatch(/ff0000|Holiday|At the sea/);
	});
});
