import { describe, expect, it } from 'vitest';

import { allowedVideoExtensions, videoAccept, videoFileRefusal } from './video-file-check';

const WORDPRESS_TYPES = {
	'jpg|jpeg|jpe': 'image/jpeg',
	'mp4|m4v': 'video/mp4',
	mov: 'video/quicktime',
	webm: 'video/webm',
};
const file = (name: string, type: string) => new File(['x'], name, { type });

describe('videoFileRefusal', () => {
	it('takes any video where the editor does not say which types the site accepts', () => {
		expect(videoFileRefusal(file('a.mkv', 'video/x-matroska'), undefined)).toBeUndefined();
	});

	it('takes a video of a type the site accepts', () => {
		expect(videoFileRefusal(file('a.mov', 'video/quicktime'), WORDPRESS_TYPES)).toBeUndefined();
	});

	it('refuses a video of another type, naming the ones the site takes', () => {
		expect(videoFileRefusal(file('a.mkv', 'video/x-matroska'), WORDPRESS_TYPES)).toBe(
			'“a.mkv” is a type of video this site does not accept. Choose one of these: MP4, M4V, MOV, WEBM.'
		);
	});

	it('says so when the site takes no video at all, and refuses what is not a video', () => {
		expect(videoFileRefusal(file('a.mp4', 'video/mp4'), { jpg: 'image/jpeg' })).toBe(
			'“a.mp4” cannot be uploaded: this site does not accept video files.'
		);
		expect(videoFileRefusal(file('notes.txt', 'text/plain'), WORDPRESS_TYPES)).toBe(
			'“notes.txt” is not a video. Choose a video file, such as an MP4, MOV or WebM.'
		);
	});
});

describe('the file chooser', () => {
	it('offers the site’s video types, or any video where the editor does not say', () => {
		expect(videoAccept(WORDPRESS_TYPES)).toBe('video/mp4,video/quicktime,video/webm');
		expect(videoAccept(undefined)).toBe('video/*');
		expect(videoAccept({ jpg: 'image/jpeg' })).toBe('video/*');
		expect(allowedVideoExtensions(WORDPRESS_TYPES)).toEqual(['MP4', 'M4V', 'MOV', 'WEBM']);
	});
});
