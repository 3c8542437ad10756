import { VIDEOPRESS_UPLOAD_HEADERS } from '@blockyard/api-client';
import type { PreviousUpload } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';

import { FakeUpload } from './test/fake-upload';
import { createUploadController, type UploadState } from './upload-controller';

const file = () => new File([new Uint8Array(25_000)], 'holiday.mp4', { type: 'video/mp4' });
const jwt = { upload_token: 'token-1', upload_action_url: 'http://site.test/resumable-upload/' };

function controller(overrides: { online?: () => boolean; jwt?: () => Promise<typeof jwt> } = {}) {
	FakeUpload.last = undefined;
	const states: UploadState[] = [];
	const upload = createUploadController({
		file: file(),
		uploadJwt: overrides.jwt ?? (() => Promise.resolve(jwt)),
		onChange: (state) => states.push(state),
		Upload: FakeUpload,
		isOnline: overrides.online,
	});
	const fake = () => {
		if (!FakeUpload.last) throw new Error('no upload was made');
		return FakeUpload.last;
	};
	return { upload, states, fake };
}

const finishedHeaders = {
	[VIDEOPRESS_UPLOAD_HEADERS.guid]: 'AbCd1234',
	[VIDEOPRESS_UPLOAD_HEADERS.mediaId]: '42',
	[VIDEOPRESS_UPLOAD_HEADERS.srcUrl]: 'http://site.test/wp-content/uploads/holiday.mp4',
};

describe('createUploadController', () => {
	it('uploads to the token’s address as the platform expects', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		const { options } = fake();
		expect(options).toMatchObject({
			endpoint: 'http://site.test/resumable-upload/',
			chunkSize: 10_000_000,
			retryDelays: [0, 1000, 3000, 5000, 10_000],
			parallelUploads: 1,
			overridePatchMethod: true,
			removeFingerprintOnSuccess: true,
			metadata: { filename: 'holiday.mp4', filetype: 'video/mp4' },
		});
		expect(options.storeFingerprintForResuming).not.toBe(false);
		expect(fake().calls).toEqual(['start']);
		expect(upload.state()).toEqual({
			phase: 'uploading',
			sent: 0,
			total: 25_000,
			resumedFrom: undefined,
		});
	});

	it('sends the upload token, then the key token the creation answers', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		expect(fake().exchange('POST', 201, { [VIDEOPRESS_UPLOAD_HEADERS.keyToken]: 'key-token' })).toEqual({
			'x-videopress-upload-token': 'token-1',
		});
		expect(fake().exchange('PATCH', 204)).toEqual({ 'x-videopress-upload-token': 'key-token' });
	});

	it('reports progress, and the video the last answer names', async () => {
		FakeUpload.previous = [];
		const { upload, fake, states } = controller();
		await upload.start();
		fake().options.onProgress?.(10_000, 25_000);
		expect(states.at(-1)).toMatchObject({ phase: 'uploading', sent: 10_000, total: 25_000 });
		fake().exchange('PATCH', 204, finishedHeaders);
		fake().options.onSuccess?.({} as never);
		expect(states.at(-1)).toEqual({
			phase: 'complete',
			total: 25_000,
			video: { guid: 'AbCd1234', media_id: 42, src: 'http://site.test/wp-content/uploads/holiday.mp4' },
		});
	});

	it('fails clearly when the finished upload names no video', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		fake().options.onSuccess?.({} as never);
		expect(upload.state()).toMatchObject({ phase: 'error', problem: { kind: 'network' } });
	});

	it('resumes the latest upload the browser kept of the same file, from the server’s offset', async () => {
		const kept = (creationTime: string, uploadUrl: string): PreviousUpload => ({
			size: 25_000,
			metadata: { filename: 'holiday.mp4' },
			creationTime,
			urlStorageKey: `tus::${uploadUrl}`,
			uploadUrl,
			parallelUploadUrls: null,
		});
		FakeUpload.previous = [
			kept('2026-11-26T10:00:00.000Z', '/resumable-upload/old'),
			kept('2026-11-26T12:00:00.000Z', '/resumable-upload/new'),
		];
		const { upload, fake, states } = controller();
		await upload.start();
		expect(fake().resumedFrom?.uploadUrl).toBe('/resumable-upload/new');
		fake().exchange('HEAD', 200, { 'Upload-Offset': '10000', 'Upload-Length': '25000' });
		expect(states.at(-1)).toEqual({
			phase: 'uploading',
			sent: 10_000,
			total: 25_000,
			resumedFrom: 10_000,
		});
		// A later HEAD (after a retry) moves the count, not where it resumed from.
		fake().exchange('HEAD', 200, { 'Upload-Offset': '20000' });
		expect(states.at(-1)).toEqual({
			phase: 'uploading',
			sent: 20_000,
			total: 25_000,
			resumedFrom: 10_000,
		});
	});

	it('pauses and resumes the same upload, and cancels by terminating it', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		fake().options.onProgress?.(5000, 25_000);
		upload.pause();
		expect(upload.state()).toMatchObject({ phase: 'paused', sent: 5000 });
		upload.resume();
		expect(upload.state()).toMatchObject({ phase: 'uploading', sent: 5000 });
		await upload.cancel();
		expect(fake().calls).toEqual(['start', 'abort', 'start', 'terminate']);
		expect(upload.state()).toEqual({ phase: 'cancelled' });
		// Nothing the upload says later changes that.
		fake().options.onProgress?.(6000, 25_000);
		expect(upload.state()).toEqual({ phase: 'cancelled' });
	});

	it('shows the server’s errors and tries again from where it stopped', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		fake().options.onError?.(
			Object.assign(new Error('tus: unexpected response while creating upload'), {
				originalResponse: { getStatus: () => 400, getBody: () => 'Invalid Mime' },
			})
		);
		expect(upload.state()).toMatchObject({
			phase: 'error',
			problem: {
				kind: 'invalid-mime',
				message: 'The format of the video you uploaded is not supported.',
			},
		});
		upload.resume();
		expect(upload.state()).toMatchObject({ phase: 'uploading' });
		expect(fake().calls).toEqual(['start', 'start']);
	});

	it('retries per the rule, asking whether the browser is online', async () => {
		FakeUpload.previous = [];
		let online = true;
		const { upload, fake } = controller({ online: () => online });
		await upload.start();
		const retry = fake().options.onShouldRetry;
		const answered = (status: number) =>
			Object.assign(new Error('x'), {
				originalResponse: { getStatus: () => status, getBody: () => '' },
			});
		expect(retry?.(answered(423) as never, 0, {})).toBe(true);
		expect(retry?.(answered(403) as never, 0, {})).toBe(false);
		online = false;
		expect(retry?.(answered(503) as never, 0, {})).toBe(false);
	});

	it('says so when the site gives no token, and Try again asks again', async () => {
		FakeUpload.previous = [];
		const jwtCall = vi
			.fn<() => Promise<typeof jwt>>()
			.mockRejectedValueOnce(new TypeError('Failed to fetch'))
			.mockResolvedValueOnce(jwt);
		const { upload } = controller({ jwt: jwtCall });
		await upload.start();
		expect(upload.state()).toMatchObject({
			phase: 'error',
			problem: {
				message: 'An error was encountered during the upload. Check your network connection.',
			},
		});
		upload.resume();
		await vi.waitFor(() => expect(upload.state()).toMatchObject({ phase: 'uploading' }));
		expect(jwtCall).toHaveBeenCalledTimes(2);
	});
});
