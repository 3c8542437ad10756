import { FocusKeptInBlock, useSaveLock } from '@blockyard/ui';
import {
	MediaPlaceholder,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
	type SelectedMedia,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, FormFileUpload } from '@wordpress/components';
import { useCallback, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

import { slideshowIcon } from '../icon';
import { clampDelay } from '../markup';
import { prefersReducedMotion } from '../slider/options';
import type { SlideshowAttributes, SlideshowImage } from '../types';
import { ExampleSlides } from './example-slides';
import { areFiles, imageFromMedia, isUploading, sizedUrl, withIds } from './images';
import { SlideshowInspector } from './inspector';
import { SliderPreview } from './slider-preview';
import { errorText, useImageUpload, useNotifyError } from './use-image-upload';

const ALLOWED_MEDIA_TYPES = ['image'];

/**
 * The slideshow in the editor: a media placeholder while it has no image; then the slider
 * (previous/next, pagination, pause/play), an Upload an image button, and the sidebar's
 * Autoplay, Effects and Image Settings. Saving the post waits for images still uploading.
 * The inserter's example (`preview`) is a drawn slideshow, with no slider loaded and no request.
 */
export default function SlideshowEdit(props: BlockEditProps<SlideshowAttributes>) {
	return props.attributes.preview === true ? <SlideshowExample /> : <SlideshowEditor {...props} />;
}

/** The inserter's example: a drawn slide with the slider's arrows and dots, with nothing loaded. */
function SlideshowExample() {
	return (
		<div {...useBlockProps()}>
			<ExampleSlides />
		</div>
	);
}

function SlideshowEditor({
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps<SlideshowAttributes>) {
	const { images, effect, autoplay, delay, sizeSlug } = attributes;
	const reducedMotion = prefersReducedMotion(typeof window === 'undefined' ? null : window);
	const notifyError = useNotifyError();

	// The media items seen in this session, by id: their other sizes, for Image Settings.
	const seen = useRef(new Map<number, SelectedMedia>());
	const remember = useCallback((media: SelectedMedia) => {
		const image = imageFromMedia(media);
		if (image.id > 0) {
			seen.current.set(image.id, media);
		}
	}, []);

	const setImages = useCallback(
		(next: { images: SlideshowImage[]; ids: number[] }) => setAttributes(next),
		[setAttributes]
	);
	const uploadFiles = useImageUpload({ images, sizeSlug, setAttributes: setImages, remember });
	const chooseFromLibrary = (media: readonly SelectedMedia[]) => {
		media.forEach(remember);
		setImages(withIds(media.map((item) => imageFromMedia(item, sizeSlug))));
	};
	const onSelect = (selected: ArrayLike<File> | readonly SelectedMedia[]) => {
		if (areFiles(selected)) {
			uploadFiles(selected);
		} else {
			chooseFromLibrary(Array.from(selected as readonly SelectedMedia[]));
		}
	};
	const onChangeSize = (slug: string) => {
		const resized = images.map((image) => {
			const media = seen.current.get(image.id);
			const url = media ? sizedUrl(media, slug) : undefined;
			return url ? { ...image, url } : image;
		});
		setAttributes({ sizeSlug: slug, ...withIds(resized) });
	};

	const uploading = images.some(isUploading);
	useSaveLock(`blockyard/slideshow/${clientId}`, uploading);

	const settings = useMemo(
		() => ({ autoplay, delay: clampDelay(delay), effect }),
		[autoplay, delay, effect]
	);
	const blockProps = useBlockProps();

	if (images.length === 0) {
		return (
			<div {...blockProps}>
				<MediaPlaceholder
					icon={slideshowIcon}
					labels={{
						title: __('Slideshow', 'blockyard'),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'blockyard'
						),
					}}
					accept="image/*"
					allowedTypes={ALLOWED_MEDIA_TYPES}
					multiple
					handleUpload={false}
					onSelect={onSelect}
					onError={(error) => notifyError(errorText(error))}
				>
					<FocusKeptInBlock />
				</MediaPlaceholder>
			</div>
		);
	}

	return (
		<div {...blockProps}>
			<SlideshowInspector
				attributes={attributes}
				setAttributes={setAttributes}
				onChangeSize={onChangeSize}
				reducedMotion={reducedMotion}
			/>
			<SliderPreview images={images} settings={settings} reducedMotion={reducedMotion} />
			{isSelected && (
				<div className="wp-block-blockyard-slideshow__add">
					<FormFileUpload
						accept="image/*"
						multiple
						onChange={(event) => {
							uploadFiles(event.currentTarget.files ?? []);
							event.currentTarget.value = '';
						}}
						render={({ openFileDialog }) => (
							<Button variant="secondary" icon={upload} onClick={openFileDialog}>
								{__('Upload an image', 'blockyard')}
							</Button>
						)}
					/>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ALLOWED_MEDIA_TYPES}
							multiple
							gallery
							value={images.flatMap((image) => (image.id > 0 ? [image.id] : []))}
							onSelect={chooseFromLibrary}
							render={({ open }) => (
								<Button variant="tertiary" onClick={open}>
									{__('Edit slideshow', 'blockyard')}
								</Button>
							)}
						/>
					</MediaUploadCheck>
				</div>
			)}
		</div>
	);
}
