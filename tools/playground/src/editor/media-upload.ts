import type { BlockyardHost } from '@blockyard/ui';
import type { MediaUploadOptions } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { errorMessage } from './describe-error';

let uploads = 0;

/**
 * The block editor's `mediaUpload` setting (what the image block's placeholder
 * calls) on top of `host.uploadMedia`. Saving is locked while files upload.
 */
export function createMediaUpload(host: BlockyardHost): (options: MediaUploadOptions) => void {
	return ({ filesList, onFileChange, onError, multiple = true }) => {
		const files = Array.from(filesList);
		if (!multiple && files.length > 1) {
			onError?.(__('Only one file can be used here.', 'blockyard'));
			return;
		}
		const lockName = `blockyard/playground/upload-${++uploads}`;
		host.lockPostSaving(lockName);
		Promise.all(files.map((file) => host.uploadMedia(file)))
			.then(
				(uploaded) =>
					onFileChange?.(
						// As WordPress's own upload hands them to blocks: with the image's size and
						// smaller sizes, which galleries and sliders choose from.
						uploaded.map(({ id, url, alt, mime, caption, width, height, sizes }) => ({
							id,
							url,
							alt,
							mime,
							type: mime.split('/')[0] ?? '',
							caption: caption ?? '',
							width,
							height,
							sizes,
						}))
					),
				(error: unknown) => onError?.(errorMessage(error))
			)
			.finally(() => host.unlockPostSaving(lockName));
	};
}
