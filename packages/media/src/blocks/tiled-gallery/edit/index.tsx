import { FocusKeptInBlock, useOptionalHost, useSaveLock } from '@blockyard/ui';
import { MediaPlaceholder, store as blockEditorStore, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery as galleryIcon, upload } from '@wordpress/icons';

import { columnWidthsOf, galleryRows, galleryStyle, isUploading, savedImages } from '../gallery-layout';
import { galleryClassName } from '../save';
import type { TiledGalleryAttributes, TiledGalleryFilter, TiledGalleryImage } from '../types';
import { ExampleTiles } from './example-tiles';
import { GalleryImage } from './gallery-image';
import { canMoveBackward, canMoveForward, capImages, moveImage, removeImage } from './gallery-actions';
import { GalleryInspector } from './inspector';
import { gallerySetter, type PickedMedia, pickRelevantMedia } from './set-attributes';
import { GalleryToolbar } from './toolbar';

type Props = BlockEditProps<TiledGalleryAttributes>;

type MediaUploadSetting = (options: {
	allowedTypes?: string[];
	filesList: FileList | File[];
	onFileChange?: (media: PickedMedia[]) => void;
	onError?: (message: string) => void;
}) => void;

const ALLOWED_TYPES = ['image'];

const sameWidths = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean =>
	a.length === b.length &&
	a.every((row, i) => row.length === b[i]?.length && row.every((w, j) => w === b[i]?.[j]));

/**
 * The tiled gallery in the editor: the placeholder while empty, then the laid-out images with
 * the toolbar, the sidebar, the selected image's buttons, and an upload button and drop zone
 * while the block is selected. The inserter's example (`preview`) is a drawn gallery, with no request.
 */
export default function TiledGalleryEdit(props: Props) {
	return props.attributes.preview === true ? <TiledGalleryExample /> : <TiledGalleryEditor {...props} />;
}

/** The inserter's example: three drawn photos in the gallery's tiles, with nothing loaded. */
function TiledGalleryExample() {
	return (
		<div {...useBlockProps()}>
			<ExampleTiles />
		</div>
	);
}

function TiledGalleryEditor({ attributes, setAttributes: setBlockAttributes, isSelected, clientId }: Props) {
	const host = useOptionalHost();
	const setAttributes = useMemo(() => gallerySetter(setBlockAttributes), [setBlockAttributes]);
	const [selectedImage, setSelectedImage] = useState<number | undefined>(undefined);
	// Column widths are recorded only once the author changed the gallery: opening a post
	// leaves its saved markup as it is.
	const [changed, setChanged] = useState(false);
	const { images } = attributes;
	const style = galleryStyle(attributes.className);
	const uploading = images.some(isUploading);
	useSaveLock(`blockyard/tiled-gallery/${clientId}`, uploading);

	const mediaUpload = useSelect(
		(select) =>
			(
				select(blockEditorStore) as { getSettings(): { mediaUpload?: MediaUploadSetting } }
			).getSettings().mediaUpload,
		[]
	);

	useEffect(() => {
		if (!isSelected) {
			setSelectedImage(undefined);
		}
	}, [isSelected]);

	const rows = useMemo(() => galleryRows(images, attributes), [images, attributes]);

	useEffect(() => {
		if (!changed || uploading) {
			return;
		}
		const widths = columnWidthsOf(galleryRows(savedImages(images), { ...attributes, columnWidths: [] }));
		if (!sameWidths(widths, attributes.columnWidths ?? [])) {
			setAttributes({ columnWidths: widths });
		}
	}, [changed, uploading, images, attributes, setAttributes]);

	const notifyError = useCallback((message: string) => host?.notify({ status: 'error', message }), [host]);

	const onSelectImages = useCallback(
		(media: readonly PickedMedia[]) => {
			setChanged(true);
			setSelectedImage(undefined);
			setAttributes({ images: capImages(media.map(pickRelevantMedia)) });
		},
		[setAttributes]
	);

	// Uploads add to the images the gallery had when they started; the editor reports each file
	// twice, first with a temporary address, then as stored.
	const imagesRef = useRef(images);
	imagesRef.current = images;
	const uploadFiles = useCallback(
		(files: FileList | File[]) => {
			if (!mediaUpload) {
				return;
			}
			const before = imagesRef.current;
			setChanged(true);
			mediaUpload({
				allowedTypes: ALLOWED_TYPES,
				filesList: files,
				onFileChange: (media) =>
					setAttributes({ images: capImages([...before, ...media.map(pickRelevantMedia)]) }),
				onError: notifyError,
			});
		},
		[mediaUpload, notifyError, setAttributes]
	);

	const onFilter = (imageFilter: TiledGalleryFilter | undefined) => {
		setSelectedImage(undefined);
		setAttributes({ imageFilter });
	};

	const blockProps = useBlockProps({ className: galleryClassName(attributes) });

	if (images.length === 0) {
		return (
			<div {...blockProps}>
				<MediaPlaceholder
					icon={galleryIcon}
					labels={{
						title: __('Tiled Gallery', 'blockyard'),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'blockyard'
						),
					}}
					onSelect={(media: PickedMedia | PickedMedia[]) =>
						onSelectImages(Array.isArray(media) ? media : [media])
					}
					accept="image/*"
					allowedTypes={ALLOWED_TYPES}
					multiple
					onError={notifyError}
				>
					<FocusKeptInBlock />
				</MediaPlaceholder>
			</div>
		);
	}

	const select = (index: number) => {
		setChanged(true);
		setSelectedImage(index);
	};
	const move = (index: number, by: -1 | 1) => {
		setChanged(true);
		setSelectedImage(index + by);
		setAttributes({ images: moveImage(images, index, by) });
	};
	const remove = (index: number) => {
		setChanged(true);
		setSelectedImage(undefined);
		setAttributes(removeImage(attributes, index));
	};
	const setSize = (index: number, width: number, height: number) => {
		// Several images may load before the editor renders again: build on the latest images.
		const next = imagesRef.current.map((image, i): TiledGalleryImage =>
			i === index ? { ...image, width, height } : image
		);
		imagesRef.current = next;
		setAttributes({ images: next });
	};

	return (
		<>
			<GalleryToolbar
				ids={attributes.ids ?? []}
				imageFilter={attributes.imageFilter}
				onSelectImages={onSelectImages}
				onFilter={onFilter}
			/>
			<GalleryInspector
				attributes={attributes}
				style={style}
				imageCount={images.length}
				setAttributes={setAttributes}
			/>
			<div {...blockProps}>
				<div className="wp-block-blockyard-tiled-gallery__gallery">
					{rows.map((row, rowIndex) => (
						<div className="wp-block-blockyard-tiled-gallery__row" key={rowIndex}>
							{row.columns.map((column, columnIndex) => (
								<div
									className="wp-block-blockyard-tiled-gallery__col"
									key={columnIndex}
									style={{ flexBasis: `${column.width}%` }}
								>
									{column.images.map((index) => {
										const image = images[index];
										return image ? (
											<GalleryImage
												key={`${String(image.id ?? '')}-${image.url ?? ''}`}
												image={image}
												index={index}
												count={images.length}
												style={style}
												columnWidth={column.width}
												isSelected={isSelected && selectedImage === index}
												onSelect={() => select(index)}
												onMoveBackward={() =>
													canMoveBackward(index) && move(index, -1)
												}
												onMoveForward={() =>
													canMoveForward(index, images.length) && move(index, 1)
												}
												onRemove={() => remove(index)}
												onSize={(width, height) => setSize(index, width, height)}
											/>
										) : null;
									})}
								</div>
							))}
						</div>
					))}
				</div>
				{isSelected && mediaUpload && (
					<>
						<DropZone onFilesDrop={uploadFiles} />
						<FormFileUpload
							multiple
							accept="image/*"
							onChange={(event) => {
								if (event.currentTarget.files) {
									uploadFiles(Array.from(event.currentTarget.files));
								}
								event.currentTarget.value = '';
							}}
							render={({ openFileDialog }) => (
								<Button
									variant="secondary"
									icon={upload}
									className="wp-block-blockyard-tiled-gallery__add-item"
									onClick={openFileDialog}
								>
									{__('Upload an image', 'blockyard')}
								</Button>
							)}
						/>
					</>
				)}
			</div>
		</>
	);
}
