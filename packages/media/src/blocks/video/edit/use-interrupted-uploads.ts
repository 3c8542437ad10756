import { useCallback, useEffect, useState } from '@wordpress/element';
import { defaultOptions, type PreviousUpload, type UrlStorage } from 'tus-js-client';

/** A video upload the browser remembers but that never finished. */
export interface InterruptedUpload {
	readonly key: string;
	readonly fileName: string;
	readonly size: number | null;
}

const isVideoUpload = (upload: PreviousUpload): boolean =>
	(upload.metadata['filetype'] ?? '').startsWith('video/') && (upload.metadata['filename'] ?? '') !== '';

/**
 * The video uploads tus-js-client kept in the browser's storage (their fingerprints stay until
 * an upload finishes or is cancelled), so the placeholder can offer to resume them: choosing
 * the same file again picks it up from the server's offset. `forget` drops one.
 */
export function useInterruptedUploads(storage: UrlStorage = defaultOptions.urlStorage): {
	readonly uploads: readonly InterruptedUpload[];
	readonly forget: (key: string) => void;
} {
	const [uploads, setUploads] = useState<readonly InterruptedUpload[]>([]);
	const load = useCallback(() => {
		// A storage that cannot list its uploads (tus-js-client's outside a browser) has none to offer.
		Promise.resolve()
			.then(() => storage.findAllUploads())
			.then((found) =>
				setUploads(
					found.filter(isVideoUpload).map((upload) => ({
						key: upload.urlStorageKey,
						fileName: upload.metadata['filename'] ?? '',
						size: upload.size,
					}))
				)
			)
			.catch(() => setUploads([]));
	}, [storage]);
	useEffect(load, [load]);
	const forget = useCallback(
		(key: string) => {
			void storage.removeUpload(key).finally(load);
		},
		[storage, load]
	);
	return { uploads, forget };
}
