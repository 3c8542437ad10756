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

/** The player's address the figure's wrapper holds, as text. */
const addressOf = (holder: HTMLElement): URL | undefined => {
	const text = holder.querySelector('figure > .wp-block-embed__wrapper')?.textContent?.trim();
	return text ? new URL(text) : undefined;
};

describe('the saved hosted video', () => {
	it('is the address of the service’s player, and no file address', () => {
		const holder = saved({ src: SRC, poster: 'https://example.com/poster.png', guid: 'AbCd1234', id: 7 });
		const figure = holder.querySelector('figure');
		expect(figure?.className).toBe(
			'wp-block-blockyard-video wp-block-embed is-type-video is-provider-videopress'
		);
		const address = addressOf(holder);
		expect(address?.origin + (address?.pathname ?? '')).toBe('https://videopress.com/v/AbCd1234');
		expect(Object.fromEntries(address?.searchParams ?? [])).toEqual({
			resizeToParent: 'true',
			cover: 'true',
			posterUrl: 'https://example.com/poster.png',
		});
		expect(holder.innerHTML).not.toContain(SRC);
		expect(holder.querySelector('video, script, iframe')).toBeNull();
		expect(holder.querySelector('figcaption')).toBeNull();
	});

	it('carries the player’s settings, its seekbar colours and the caption', () => {
		const holder = saved({
			guid: 'AbCd1234',
			src: SRC,
			autoplay: true,
			loop: true,
			muted: true,
			playsinline: true,
			controls: false,
			preload: 'none',
			seekbarColor: '#ff0000',
			seekbarPlayedColor: '#00ff00',
			seekbarLoadingColor: 'red; x: url(a)',
			useAverageColor: false,
			caption: 'The <strong>harbour</strong> at dawn',
		});
		expect(Object.fromEntries(addressOf(holder)?.searchParams ?? [])).toEqual({
			resizeToParent: 'true',
			cover: 'true',
			autoPlay: 'true',
			controls: 'false',
			loop: 'true',
			muted: 'true',
			persistVolume: 'false',
			playsinline: 'true',
			preloadContent: 'none',
			sbc: '#ff0000',
			sbpc: '#00ff00',
			useAverageColor: 'false',
		});
		const caption = holder.querySelector('figure > figcaption.wp-element-caption');
		expect(caption?.innerHTML).toBe('The <strong>harbour</strong> at dawn');
	});

	it('gives the figure its aspect-ratio classes and a maximum width other than the column’s', () => {
		const figure = saved({
			guid: 'AbCd1234',
			videoPressClassNames: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
			maxWidth: '640px',
		}).querySelector('figure');
		expect(figure?.classList.contains('wp-embed-aspect-16-9')).toBe(true);
		expect(figure?.getAttribute('style')).toBe('max-width:640px');
	});

	it('never saves the title, description, a token or a guid of another shape', () => {
		const markup = html({ guid: 'AbCd1234', title: 'Holiday', description: 'At the sea' });
		expect(markup).not.toMatch(/Holiday|At the sea|token/);
		expect(html({ guid: 'AbCd1234/../x', src: SRC })).toContain('<video');
	});
});

describe('the saved video without a guid', () => {
	it('is the browser’s own player, with its settings, tracks and caption', () => {
		const holder = saved({
			src: SRC,
			poster: 'https://example.com/poster.png',
			autoplay: true,
			loop: true,
			muted: true,
			playsinline: true,
			controls: false,
			preload: 'none',
			caption: 'The <strong>harbour</strong> at dawn',
			videoPressTracks: [
				{ src: 'https://example.com/en.vtt', kind: 'subtitles', srcLang: 'en', label: 'English' },
			],
		});
		const video = holder.querySelector('figure.wp-block-blockyard-video > video');
		expect(video?.getAttribute('src')).toBe(SRC);
		expect(video?.getAttribute('poster')).toBe('https://example.com/poster.png');
		for (const name of ['autoplay', 'loop', 'muted', 'playsinline']) {
			expect(video?.hasAttribute(name)).toBe(true);
		}
		expect(video?.hasAttribute('controls')).toBe(false);
		expect(video?.getAttribute('preload')).toBe('none');
		expect(holder.querySelectorAll('video > track')).toHaveLength(1);
		expect(holder.querySelector('figcaption')?.innerHTML).toBe('The <strong>harbour</strong> at dawn');
	});

	it('saves nothing for a video without its file, or one still uploading', () => {
		expect(html({})).toBe('');
		expect(html({ src: 'blob:http://site.test/1' })).toBe('');
		expect(
			saved({ src: SRC, poster: 'blob:http://site.test/2' })
				.querySelector('video')
				?.hasAttribute('poster')
		).toBe(false);
	});
});
