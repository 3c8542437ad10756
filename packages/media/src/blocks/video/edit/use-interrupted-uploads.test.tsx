import { act, renderHook, waitFor } from '@testing-library/react';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { describe, expect, it } from 'vitest';

import { useInterruptedUploads } from './use-interrupted-uploads';

const kept = (key: string, metadata: Record<string, string>): PreviousUpload => ({
	size: 25_000_000,
	metadata,
	creationTime: '2026-11-26T10:00:00.000Z',
	urlStorageKey: key,
	uploadUrl: `/resumable-upload/${key}`,
	parallelUploadUrls: null,
});

function memoryStorage(uploads: PreviousUpload[]): UrlStorage {
	return {
		findAllUploads: () => Promise.resolve([...uploads]),
		findUploadsByFingerprint: () => Promise.resolve([]),
		removeUpload: (key) => {
			uploads.splice(
				uploads.findIndex((upload) => upload.urlStorageKey === key),
				1
			);
			return Promise.resolve();
		},
		addUpload: () => Promise.resolve(''),
	};
}

describe('useInterruptedUploads', () => {
	it('lists the video uploads the browser kept, and forgets one', async () => {
		const storage = memoryStorage([
			kept('a', { filename: 'harbour.mp4', filetype: 'video/mp4' }),
			kept('b', { filename: 'notes.pdf', filetype: 'application/pdf' }),
		]);
		const { result } = renderHook(() => useInterruptedUploads(storage));
		await waitFor(() =>
			expect(result.current.uploads).toEqual([{ key: 'a', fileName: 'harbour.mp4', size: 25_000_000 }])
		);
		act(() => result.current.forget('a'));
		await waitFor(() => expect(result.current.uploads).toEqual([]));
	});
});
