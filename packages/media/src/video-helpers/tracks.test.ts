// @vitest-environment node
import { VIDEO_TRACK_KINDS } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import {
	canSaveTrack,
	completeTrackForm,
	duplicateTrackError,
	isTrackFile,
	trackDefaults,
	type VideoTrack,
} from './tracks';
import { isTrackKind } from './track-kind';

const english: VideoTrack = {
	src: 'https://videos.test/en.vtt',
	kind: 'subtitles',
	srcLang: 'en',
	label: 'English',
};

describe('the tracks rules', () => {
	it('knows the five kinds of track', () => {
		expect(VIDEO_TRACK_KINDS).toEqual(['subtitles', 'captions', 'descriptions', 'chapters', 'metadata']);
		expect(isTrackKind('captions')).toBe(true);
		expect(isTrackKind('Captions')).toBe(false);
		expect(isTrackKind(undefined)).toBe(false);
	});

	it('starts a new track as English subtitles in en', () => {
		expect(trackDefaults()).toEqual({ kind: 'subtitles', srcLang: 'en', label: 'English' });
	});

	it('fills a form’s blanks from the defaults', () => {
		expect(completeTrackForm({ kind: 'nonsense', srcLang: ' ', label: '' })).toEqual({
			kind: 'subtitles',
			srcLang: 'en',
			label: 'English',
		});
		expect(completeTrackForm({ kind: 'captions', srcLang: 'fr', label: 'Français' })).toEqual({
			kind: 'captions',
			srcLang: 'fr',
			label: 'Français',
		});
	});

	it('takes .vtt files only, and needs one to save', () => {
		expect(isTrackFile({ name: 'talk.vtt' })).toBe(true);
		expect(isTrackFile({ name: 'TALK.VTT' })).toBe(true);
		expect(isTrackFile({ name: 'talk.srt' })).toBe(false);
		expect(isTrackFile({ name: 'vtt' })).toBe(false);
		expect(canSaveTrack({ ...trackDefaults() })).toBe(false);
		expect(canSaveTrack({ ...trackDefaults(), file: { name: 'talk.srt' } })).toBe(false);
		expect(canSaveTrack({ ...trackDefaults(), file: { name: 'talk.vtt' } })).toBe(true);
	});

	it('refuses a second track of the same kind and language', () => {
		const message = 'A track already exists for that language and kind.';
		expect(duplicateTrackError([english], { kind: 'subtitles', srcLang: 'EN', label: 'Other' })).toBe(
			message
		);
		expect(duplicateTrackError([english], { ...trackDefaults() })).toBe(message);
		expect(
			duplicateTrackError([english], { kind: 'captions', srcLang: 'en', label: '' })
		).toBeUndefined();
		expect(
			duplicateTrackError([english], { kind: 'subtitles', srcLang: 'fr', label: '' })
		).toBeUndefined();
		expect(duplicateTrackError([], { ...trackDefaults() })).toBeUndefined();
	});
});
