import { describe, expect, it } from 'vitest';

import { isValidationError } from '../errors/validation-error';
import { VIDEOPRESS_UPLOAD_HEADERS, videoPressUploadResult } from './videopress-upload';

const headers = (entries: Record<string, string>) => (name: string) => new Headers(entries).get(name);

describe('videoPressUploadResult', () => {
	it('reads the guid, media id and source URL of a finished upload', () => {
		expect(
			videoPressUploadResult(
				headers({
					[VIDEOPRESS_UPLOAD_HEADERS.guid]: 'AbCd1234',
					[VIDEOPRESS_UPLOAD_HEADERS.mediaId]: '42',
					[VIDEOPRESS_UPLOAD_HEADERS.srcUrl]: 'https://site.test/wp-content/uploads/a.mp4',
				})
			)
		).toEqual({ guid: 'AbCd1234', media_id: 42, src: 'https://site.test/wp-content/uploads/a.mp4' });
	});

	it('answers undefined while the upload goes on', () => {
		expect(videoPressUploadResult(headers({ 'Upload-Offset': '10000000' }))).toBeUndefined();
	});

	it.each([
		[
			'a guid of another shape',
			{ guid: 'x/../y', mediaId: '42', srcUrl: 'https://s.test/a.mp4' },
			'guid',
		],
		[
			'a media id that is not a number',
			{ guid: 'AbCd1234', mediaId: '4x', srcUrl: 'https://s.test/a.mp4' },
			'media_id',
		],
		['no source URL', { guid: 'AbCd1234', mediaId: '42' }, 'src'],
		['a script URL', { guid: 'AbCd1234', mediaId: '42', srcUrl: 'javascript:alert(1)' }, 'src'],
	])('refuses %s with a ValidationError naming the field', (_, values: Record<string, string>, field) => {
		const answer = Object.fromEntries(
			Object.entries(values).map(([key, value]) => [
				VIDEOPRESS_UPLOAD_HEADERS[key as keyof typeof VIDEOPRESS_UPLOAD_HEADERS],
				value,
			])
		);
		let error: unknown;
		try {
			videoPressUploadResult(headers(answer), 'https://s.test/resumable-upload/1');
		} catch (caught) {
			error = caught;
		}
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'videoPressUploadResult', field });
	});
});
