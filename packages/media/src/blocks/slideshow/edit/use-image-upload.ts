import { useOptionalHost } from '@blockyard/ui';
import { store as blockEditorStore, type BlockEditorSettings } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useCallback, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { SlideshowImage } from '../types';
import { imageFromMedia, isImageFile, replaceBatch, withIds } from './images';

/** What an upload's error carries: a message, as a string or on an object. */
export function errorText(error: unknown): string {
	if (typeof error === 'string' && error !== '') {
		return error;
	}
	if (typeof error === 'object' && error !== null && typeof (error as Error).message === 'string') {
		return (error as Error).message;
	}
	return __('The image could not be uploaded.', 'blockyard');
}

/** The editor's settings, whose `mediaUpload` uploads files into the media library. */
export function useMediaUpload(): BlockEditorSettings['mediaUpload'] {
	return useSelect(
		(select) =>
			(select(blockEditorStore) as unknown as { getSettings(): BlockEditorSettings }).getSettings()
				.mediaUpload,
		[]
	);
}

/** Shows an error notice through the host (or the console, in an editor without one). */
export function useNotifyError(): (message: string) => void {
	const host = useOptionalHost();
	return useCallback(
		(message: string) => {
			if (host) {
				host.notify({ status: 'error', message });
			} else {
				console.error(message);
			}
		},
		[host]
	);
}

/**
 * Frees a preview's address once the slides show the library's image instead. Revoked at
 * once, an image still loading it (the slide re-renders only after the store's change
 * commits) fails with a "file not found".
 */
function revokeAfterSwap(url: string): void {
	window.setTimeout(() => URL.revokeObjectURL(url), PREVIEW_RELEASE_DELAY_MS);
}

const PREVIEW_RELEASE_DELAY_MS = 5_000;

/**
 * Uploads image files into the slideshow through the editor's `mediaUpload`: each file shows
 * at once, at the end, with its temporary `blob:` address (a spinner on it) until the library
 * has it; then it takes the library's address. Files that are not images are refused, and
 * an upload's error is a notice (the images that could not upload leave the slideshow).
 */
export function useImageUpload(options: {
	readonly images: readonly SlideshowImage[];
	readonly sizeSlug: string | undefined;
	readonly setAttributes: (attributes: { images: SlideshowImage[]; ids: number[] }) => void;
	/** Called with each media item the library answers, e.g. to keep its other sizes. */
	readonly remember?: (media: Readonly<Record<string, unknown>>) => void;
}): (files: ArrayLike<File>) => void {
	const mediaUpload = useMediaUpload();
	const notifyError = useNotifyError();
	// The latest images, for the upload's callbacks, which come after later renders.
	const latest = useRef(options.images);
	latest.current = options.images;
	const { sizeSlug, setAttributes, remember } = options;

	return useCallback(
		(files: ArrayLike<File>) => {
			const all = Array.from(files);
			const accepted = all.filter(isImageFile);
			if (accepted.length < all.length) {
				notifyError(__('Only image files can be added to a slideshow.', 'blockyard'));
			}
			if (accepted.length === 0) {
				return;
			}
			if (!mediaUpload) {
				notifyError(__('Images cannot be uploaded in this editor.', 'blockyard'));
				return;
			}
			const apply = (change: (images: readonly SlideshowImage[]) => SlideshowImage[]) => {
				const next = change(latest.current);
				latest.current = next;
				setAttributes(withIds(next));
			};
			const previews = accepted.map((file) => ({
				id: 0,
				url: URL.createObjectURL(file),
				alt: '',
				caption: '',
			}));
			const own = new Set(previews.map((image) => image.url));
			let batch = new Set(own);
			apply((images) => [...images, ...previews]);

			const releasePreviews = (kept: ReadonlySet<string>) => {
				for (const url of own) {
					if (!kept.has(url)) {
						revokeAfterSwap(url);
						own.delete(url);
					}
				}
			};
			mediaUpload({
				allowedTypes: ['image'],
				filesList: accepted,
				onFileChange: (media) => {
					media.forEach((item) => remember?.(item));
					const next = media.map((item) => imageFromMedia(item, sizeSlug));
					apply((images) => replaceBatch(images, batch, next));
					batch = new Set(next.map((image) => image.url));
					releasePreviews(batch);
				},
				onError: (error: unknown) => {
					notifyError(errorText(error));
					// This editor's previews that no answer replaced are dropped; the others stay.
					const stale = new Set([...own].filter((url) => batch.has(url)));
					apply((images) => images.filter((image) => !stale.has(image.url)));
					batch = new Set([...batch].filter((url) => !stale.has(url)));
					releasePreviews(new Set());
				},
			});
		},
		[mediaUpload, notifyError, remember, setAttributes, sizeSlug]
	);
}
