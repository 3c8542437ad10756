import { VIDEOPRESS_UPLOAD_HEADERS } from '@blockyard/api-client';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';

import { FakeHttpStack, FakeUpload } from './test/fake-upload';
import { createUploadController, type UploadState } from './upload-controller';

const file = () => new File([new Uint8Array(25_000)], 'holiday.mp4', { type: 'video/mp4' });
const jwt = { upload_token: 'token-1', upload_action_url: 'http://site.test/resumable-upload/' };

/** The browser's kept uploads, in memory: what tus-js-client would store. */
function memoryStorage(): UrlStorage & { readonly kept: Map<string, PreviousUpload> } {
	const kept = new Map<string, PreviousUpload>();
	return {
		kept,
		findAllUploads: () => Promise.resolve([...kept.values()]),
		findUploadsByFingerprint: () => Promise.resolve([...kept.values()]),
		removeUpload: (key) => Promise.resolve(void kept.delete(key)),
		addUpload: (fingerprint, upload) => {
			const key = `tus::${fingerprint}::${kept.size}`;
			kept.set(key, { ...upload, urlStorageKey: key });
			return Promise.resolve(key);
		},
	};
}

function controller(overrides: { online?: () => boolean; jwt?: (key?: string) => Promise<typeof jwt> } = {}) {
	FakeUpload.last = undefined;
	const states: UploadState[] = [];
	const storage = memoryStorage();
	const upload = createUploadController({
		file: file(),
		uploadJwt: overrides.jwt ?? (() => Promise.resolve(jwt)),
		onChange: (state) => states.push(state),
		Upload: FakeUpload,
		isOnline: overrides.online,
		httpStack: new FakeHttpStack(),
		urlStorage: storage,
	});
	const fake = () => {
		if (!FakeUpload.last) throw new Error('no upload was made');
		return FakeUpload.last;
	};
	return { upload, states, fake, storage };
}

const kept = (
	creationTime: string,
	uploadUrl: string,
	metadata: Record<string, string> = {}
): PreviousUpload => ({
	size: 25_000,
	metadata: { filename: 'holiday.mp4', ...metadata },
	creationTime,
	urlStorageKey: `tus::${uploadUrl}`,
	uploadUrl,
	parallelUploadUrls: null,
});

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
			removeFingerprintOnSuccess: true,
			metadata: { filename: 'holiday.mp4', filetype: 'video/mp4' },
		});
		expect(options.storeFingerprintForResuming).not.toBe(false);
		// The service's protocol is the HTTP stack's, not tus-js-client's PATCH-only override.
		expect(options.overridePatchMethod).not.toBe(true);
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
		expect(
			fake().exchange('POST', 201, { [VIDEOPRESS_UPLOAD_HEADERS.keyToken]: 'key-token' }).headers
		).toEqual({ 'x-videopress-upload-token': 'token-1' });
		expect(fake().exchange('PATCH', 204).headers).toMatchObject({
			'x-videopress-upload-token': 'key-token',
		});
	});

	it('speaks the service’s protocol: HEAD and OPTIONS as GET, PATCH, PUT and DELETE as POST, with the override', async () => {
		FakeUpload.previous = [];
		const { upload, fake } = controller();
		await upload.start();
		const sent = (method: string) => {
			const { method: as, headers } = fake().exchange(method, 204);
			return { as, override: headers['X-HTTP-Method-Override'] };
		};
		expect(sent('POST')).toEqual({ as: 'POST', override: undefined });
		expect(sent('HEAD')).toEqual({ as: 'GET', override: 'HEAD' });
		expect(sent('OPTIONS')).toEqual({ as: 'GET', override: 'OPTIONS' });
		expect(sent('PATCH')).toEqual({ as: 'POST', override: 'PATCH' });
		expect(sent('PUT')).toEqual({ as: 'POST', override: 'PUT' });
		expect(sent('DELETE')).toEqual({ as: 'POST', override: 'DELETE' });
		expect(fake().options.httpStack?.getName()).toBe('VideoServiceHttpStack(FakeHttpStack)');
	});

	it('keeps the key the creation answers with the upload the browser stores', async () => {
		FakeUpload.previous = [];
		const { upload, fake, storage } = controller();
		await upload.start();
		fake().exchange('POST', 201, {
			[VIDEOPRESS_UPLOAD_HEADERS.key]: 'k3yOfTheUpload',
			[VIDEOPRESS_UPLOAD_HEADERS.keyToken]: 'key-token',
		});
		// tus-js-client stores the upload once it is created, with the options' metadata.
		await fake().options.urlStorage?.addUpload(
			'fingerprint',
			kept('now', '/resumable-upload/k3yOfTheUpload')
		);
		expect([...storage.kept.values()].map((entry) => entry.metadata)).toEqual([
			{ filename: 'holiday.mp4', videopress_upload_key: 'k3yOfTheUpload' },
		]);
	});

	it('resumes with a token the site issues for the kept upload’s key, and creates with the site’s own', async () => {
		FakeUpload.previous = [
			kept('2026-11-26T12:00:00.000Z', '/resumable-upload/k3yOfTheUpload', {
				videopress_upload_key: 'k3yOfTheUpload',
			}),
		];
		const jwtCall = vi.fn((key?: string) =>
			Promise.resolve({ ...jwt, upload_token: key === undefined ? 'token-1' : `token-for-${key}` })
		);
		const { upload, fake } = controller({ jwt: jwtCall });
		await upload.start();
		expect(jwtCall.mock.calls).toEqual([[], ['k3yOfTheUpload']]);
		expect(fake().resumedFrom?.uploadUrl).toBe('/resumable-upload/k3yOfTheUpload');
		expect(fake().exchange('HEAD', 200, { 'Upload-Offset': '10000' }).headers).toEqual({
			'X-HTTP-Method-Override': 'HEAD',
			'x-videopress-upload-token': 'token-for-k3yOfTheUpload',
		});
		expect(fake().exchange('PATCH', 204).headers['x-videopress-upload-token']).toBe(
			'token-for-k3yOfTheUpload'
		);
		expect(fake().exchange('DELETE', 204).headers['x-videopress-upload-token']).toBe(
			'token-for-k3yOfTheUpload'
		);
		// Had the service lost that upload, the new one is created with the site's token.
		expect(fake().exchange('POST', 201).headers['x-videopress-upload-token']).toBe('token-1');
	});

	it('resumes a kept upload without a key (or a malformed one) with the site’s token alone', async () => {
		FakeUpload.previous = [
			kept('2026-11-26T12:00:00.000Z', '/resumable-upload/abc', { videopress_upload_key: '../x y' }),
		];
		const jwtCall = vi.fn((_key?: string) => Promise.resolve(jwt));
		const { upload, fake } = controller({ jwt: jwtCall });
		await upload.start();
		expect(jwtCall.mock.calls).toEqual([[]]);
		expect(fake().resumedFrom?.uploadUrl).toBe('/resumable-upload/abc');
		expect(
			fake().exchange('HEAD', 200, { 'Upload-Offset': '0' }).headers['x-videopress-upload-token']
		).toBe('token-1');
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
